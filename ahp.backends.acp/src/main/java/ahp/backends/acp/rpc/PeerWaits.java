package ahp.backends.acp.rpc;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * The peer's output as the reader takes it, noting when the reader is waiting for the peer: from the
 * moment it asks for more bytes, having handled all it read before, until the peer writes some. That
 * the reader is waiting is what makes a peer quiet; a reader that is behind (not yet scheduled, or
 * still handling lines it read) is not waiting, however long ago the peer wrote.
 */
final class PeerWaits extends FilterInputStream {

    /** What {@link #waitingSince} returns while the reader is not waiting. */
    static final long NOT_WAITING = Long.MIN_VALUE;

    private volatile long waitingSince = NOT_WAITING;

    PeerWaits(InputStream in) {
        super(in);
    }

    /** Since when, on {@link System#nanoTime()}'s clock, the reader has been waiting for the peer; or {@link #NOT_WAITING}. */
    long waitingSince() {
        return waitingSince;
    }

    @Override
    public int read() throws IOException {
        waitingSince = System.nanoTime();
        try {
            return in.read();
        } finally {
            waitingSince = NOT_WAITING;
        }
    }

    @Override
    public int read(byte[] buffer, int offset, int length) throws IOException {
        waitingSince = System.nanoTime();
        try {
            return in.read(buffer, offset, length);
        } finally {
            waitingSince = NOT_WAITING;
        }
    }
}

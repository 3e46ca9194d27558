package ahp.machines.docker.engine;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.List;

/**
 * One connection to the engine: a byte stream each way. Reading and writing may go on at once on two
 * threads (a hijacked exec stream), and {@link #close} from a third ends both.
 */
interface EngineConnection extends AutoCloseable {

    /** What the engine sends. */
    InputStream input();

    /** What the engine reads. */
    OutputStream output();

    /**
     * Why the connection ended early in the words of what carried it (ssh's last complaint), or null.
     * Called after the input ended before an answer.
     */
    default String carrierSaid() {
        return null;
    }

    /**
     * Connects; blocks until connected or refused. A {@link #close} from another thread ends the
     * attempt.
     */
    void connect() throws IOException;

    /** Ends the connection; a read, write or connect blocked on it ends with an exception. Never throws. */
    @Override
    void close();

    /**
     * A connection to {@code address}, not connected yet: nothing is done until {@link #connect}.
     *
     * @param ssh the ssh program and options to run for an {@code ssh://} address
     *     ({@code ["ssh", "-o", "BatchMode=yes"]})
     */
    static EngineConnection to(EngineAddress address, List<String> ssh) throws IOException {
        return switch (address.scheme()) {
            case "unix", "tcp" -> new SocketConnection(address);
            case "ssh" -> new SshConnection(address, ssh);
            default -> throw new IOException("no transport for " + address);
        };
    }
}

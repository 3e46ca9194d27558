package ahp.terminals.pty;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import ahp.terminals.api.spi.ExitStatus;
import ahp.terminals.api.spi.ProcessOutput;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * A {@link ProcessOutput} that keeps everything (or, for bursts, only counts), checks the
 * binding's promises as they happen (no overlap, nothing after the exit, one exit) and lets a test
 * wait for text or the exit with a deadline.
 */
public final class Collector implements ProcessOutput {

    private final boolean keepText;
    private final StringBuilder text = new StringBuilder();
    private final List<String> violations = new ArrayList<>();
    private long characters;
    private long xCount;
    private int chunks;
    private int exits;
    private ExitStatus status;
    private long charactersAtExit = -1;
    private boolean inCall;

    /** A collector that keeps the text. */
    public Collector() {
        this(true);
    }

    Collector(boolean keepText) {
        this.keepText = keepText;
    }

    @Override
    public synchronized void onData(String chunk) {
        enter("onData");
        if (exits > 0) {
            violations.add("data after the exit: " + chunk.length() + " characters");
        }
        chunks++;
        characters += chunk.length();
        if (keepText) {
            text.append(chunk);
        } else {
            for (int i = 0; i < chunk.length(); i++) {
                if (chunk.charAt(i) == 'x') {
                    xCount++;
                }
            }
        }
        inCall = false;
        notifyAll();
    }

    @Override
    public synchronized void onExit(ExitStatus exitStatus) {
        enter("onExit");
        exits++;
        if (exits > 1) {
            violations.add("exit #" + exits + ": " + exitStatus);
        }
        status = exitStatus;
        charactersAtExit = characters;
        inCall = false;
        notifyAll();
    }

    private void enter(String call) {
        if (inCall) {
            violations.add(call + " overlapped another call");
        }
        inCall = true;
    }

    /** Waits until the output holds {@code expected}; the whole output so far. */
    public synchronized String awaitText(String expected, Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (text.indexOf(expected) < 0) {
            if (exits > 0) {
                fail("exited (" + status + ") without \"" + expected + "\"; output: " + text);
            }
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                fail("no \"" + expected + "\" within " + timeout + "; output: " + text);
            }
            wait(Math.max(1, left / 1_000_000));
        }
        return text.toString();
    }

    /** Waits for the exit, then checks it came once, last, with no overlapping calls. */
    public synchronized ExitStatus awaitExit(Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (exits == 0) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                fail("no exit within " + timeout + "; output: " + tail());
            }
            wait(Math.max(1, left / 1_000_000));
        }
        assertEquals(List.of(), violations, "promises of ProcessOutput");
        assertEquals(characters, charactersAtExit, "everything was delivered before the exit");
        return status;
    }

    /** Whether the exit has been reported. */
    synchronized boolean exited() {
        return exits > 0;
    }

    /** How many exits were reported (to check there is still exactly one later). */
    public synchronized int exits() {
        return exits;
    }

    /** The text so far. */
    public synchronized String text() {
        return text.toString();
    }

    synchronized long characters() {
        return characters;
    }

    synchronized long xCount() {
        return xCount;
    }

    synchronized int chunks() {
        return chunks;
    }

    private String tail() {
        return text.length() < 2000 ? text.toString() : "..." + text.substring(text.length() - 2000);
    }
}

package ahp.machines.ssh;

import static org.junit.jupiter.api.Assertions.fail;

import ahp.terminals.api.spi.ExitStatus;
import ahp.terminals.api.spi.ProcessOutput;
import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** What a process printed and how it ended, for a test to wait on with a deadline. */
final class Output implements ProcessOutput {

    private final StringBuilder text = new StringBuilder();
    private ExitStatus status;
    private int exits;

    @Override
    public synchronized void onData(String chunk) {
        text.append(chunk);
        notifyAll();
    }

    @Override
    public synchronized void onExit(ExitStatus exitStatus) {
        exits++;
        status = exitStatus;
        notifyAll();
    }

    /** Waits until some of the output after {@code from} matches {@code pattern}; the match's end. */
    synchronized int await(Pattern pattern, int from, Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            Matcher matcher = pattern.matcher(text);
            if (matcher.find(Math.min(from, text.length()))) {
                return matcher.end();
            }
            if (exits > 0) {
                fail("exited (" + status + ") before /" + pattern + "/; output: " + text);
            }
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                fail("no /" + pattern + "/ within " + timeout + "; output: " + text);
            }
            wait(Math.max(1, left / 1_000_000));
        }
    }

    /** Waits until a whole line of the output after {@code from} is {@code line}; the line's end. */
    int awaitLine(String line, int from, Duration timeout) throws InterruptedException {
        return await(Pattern.compile("(?m)^" + Pattern.quote(line) + "\r?$"), from, timeout);
    }

    /** Waits for the one exit. */
    synchronized ExitStatus awaitExit(Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (exits == 0) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                fail("no exit within " + timeout + "; output: " + text);
            }
            wait(Math.max(1, left / 1_000_000));
        }
        if (exits != 1) {
            fail(exits + " exits: " + status);
        }
        return status;
    }

    synchronized String text() {
        return text.toString();
    }
}

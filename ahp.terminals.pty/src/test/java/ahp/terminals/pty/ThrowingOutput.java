package ahp.terminals.pty;

import ahp.terminals.api.spi.ExitStatus;
import ahp.terminals.api.spi.ProcessOutput;
import java.util.function.Function;

/**
 * A listener that records into a {@link Collector} and then throws whatever {@code failure} makes
 * of the chunk (nothing when it returns null), and throws on the exit as well.
 */
final class ThrowingOutput implements ProcessOutput {

    private final Collector collector;
    private final Function<String, Throwable> failure;

    ThrowingOutput(Collector collector, Function<String, Throwable> failure) {
        this.collector = collector;
        this.failure = failure;
    }

    @Override
    public void onData(String chunk) {
        collector.onData(chunk);
        Throwable thrown = failure.apply(chunk);
        if (thrown instanceof RuntimeException runtime) {
            throw runtime;
        }
        if (thrown instanceof Error error) {
            throw error;
        }
    }

    @Override
    public void onExit(ExitStatus status) {
        collector.onExit(status);
        throw new IllegalStateException("a listener that throws on the exit too");
    }
}

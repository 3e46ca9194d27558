package ahp.terminals.pipes;

import ahp.protocol.terminal.TerminalAction;
import ahp.terminals.api.spi.Injection;
import ahp.terminals.api.spi.InjectionRequest;
import ahp.terminals.api.spi.MarkTracker;
import ahp.terminals.api.spi.ShellIntegration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * A shell-integration port that records what the store asks of it. Its injection mixes in one
 * variable and removes another; its tracker says command detection is there at the first chunk,
 * passes output on as it is, and marks its end.
 */
final class RecordingShellIntegration implements ShellIntegration {

    private final List<InjectionRequest> requests = new ArrayList<>();
    private final List<String> nonces = new ArrayList<>();
    private final List<String> events;
    private final boolean failInjection;

    RecordingShellIntegration(List<String> events, boolean failInjection) {
        this.events = events;
        this.failInjection = failInjection;
    }

    @Override
    public synchronized Optional<Injection> inject(InjectionRequest request) {
        requests.add(request);
        if (failInjection) {
            throw new IllegalStateException("injection failed on purpose");
        }
        Map<String, String> mix = new HashMap<>();
        mix.put("AHP_INJECTED", "yes");
        mix.put("AHP_REMOVED", null);
        return Optional.of(new Injection(request.argv(), mix));
    }

    @Override
    public synchronized MarkTracker track(String nonce) {
        nonces.add(nonce);
        return new MarkTracker() {
            private boolean announced;

            @Override
            public void input(String data) {
                record("input:" + data);
            }

            @Override
            public void output(String chunk, Consumer<TerminalAction> out) {
                record("tracker:" + chunk);
                if (!announced) {
                    announced = true;
                    out.accept(new TerminalAction.CommandDetectionAvailable());
                }
                out.accept(new TerminalAction.Data(chunk));
            }

            @Override
            public void end(Consumer<TerminalAction> out) {
                record("end");
                out.accept(new TerminalAction.Data("[end]"));
            }
        };
    }

    synchronized List<InjectionRequest> requests() {
        return List.copyOf(requests);
    }

    synchronized List<String> nonces() {
        return List.copyOf(nonces);
    }

    private void record(String event) {
        synchronized (events) {
            events.add(event);
        }
    }
}

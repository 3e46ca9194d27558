package ahp.terminals.api.store;

import ahp.protocol.terminal.TerminalAction;
import ahp.protocol.terminal.TerminalClaim;
import ahp.protocol.terminal.TerminalLifecycle;
import ahp.protocol.terminal.TerminalState;

/**
 * A terminal's state changed in place, action by action: what folding the same actions through
 * {@link ahp.protocol.terminal.TerminalReducer} gives, except that the content is capped (see
 * {@link Scrollback}). The immutable {@link TerminalState} is made only when asked for, and kept
 * until the next action. Not thread-safe: the terminal's lock guards it.
 */
final class LiveState {

    private String title;
    private String cwd;
    private Integer cols;
    private Integer rows;
    private TerminalLifecycle lifecycle;
    private TerminalClaim claim;
    private Boolean supportsCommandDetection;
    private final Boolean isPty;
    private final Scrollback scrollback;
    private TerminalState snapshot;

    /** Starts from {@code initial}, its content loaded as it is, capped at {@code capacity} from now on. */
    LiveState(TerminalState initial, int capacity) {
        title = initial.title();
        cwd = initial.cwd();
        cols = initial.cols();
        rows = initial.rows();
        lifecycle = initial.lifecycle();
        claim = initial.claim();
        supportsCommandDetection = initial.supportsCommandDetection();
        isPty = initial.isPty();
        scrollback = new Scrollback(capacity);
        scrollback.load(initial.content());
        snapshot = initial;
    }

    /** Changes the state as {@code action} means. */
    void apply(TerminalAction action) {
        switch (action) {
            case TerminalAction.Data data -> scrollback.append(data.data());
            case TerminalAction.Input ignored -> {
                return;
            }
            case TerminalAction.Resized resized -> {
                cols = resized.cols();
                rows = resized.rows();
            }
            case TerminalAction.Claimed claimed -> claim = claimed.claim();
            case TerminalAction.TitleChanged titled -> title = titled.title();
            case TerminalAction.CwdChanged moved -> cwd = moved.cwd();
            case TerminalAction.Exited exited -> lifecycle = new TerminalLifecycle.Exited(exited.exitCode());
            case TerminalAction.Cleared ignored -> scrollback.clear();
            case TerminalAction.CommandDetectionAvailable ignored -> supportsCommandDetection = true;
            case TerminalAction.CommandExecuted executed -> {
                supportsCommandDetection = true;
                scrollback.startCommand(executed);
            }
            case TerminalAction.CommandFinished finished -> scrollback.finishCommand(finished);
        }
        snapshot = null;
    }

    /** The state now, as an immutable value. */
    TerminalState snapshot() {
        if (snapshot == null) {
            snapshot = new TerminalState(title, cwd, cols, rows, scrollback.toContent(), lifecycle, claim,
                    supportsCommandDetection, isPty);
        }
        return snapshot;
    }

    /** Whether the process is gone. */
    boolean exited() {
        return lifecycle instanceof TerminalLifecycle.Exited;
    }

    /** The scrollback, for tests. */
    Scrollback scrollback() {
        return scrollback;
    }
}

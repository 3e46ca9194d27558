package ahp.terminals.api.store;

import ahp.protocol.terminal.TerminalAction;
import ahp.protocol.terminal.TerminalClaim;
import ahp.protocol.terminal.TerminalLifecycle;
import ahp.protocol.terminal.TerminalState;

/**
 * A terminal's state changed in place, action by action: what folding the same actions through
 * {@link ahp.protocol.terminal.TerminalReducer} gives, except that the content is capped (see
 * {@link Scrollback}). The immutable {@link TerminalState} is made only when asked for, and kept
 * until the next action. Not thread-safe: its owner's lock guards it.
 *
 * <p>The store keeps one for each terminal; a host that numbers the actions (the daemon) reads it
 * under its own lock, see {@link Sequencing}.
 */
public final class LiveState {

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
    public void apply(TerminalAction action) {
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
    public TerminalState snapshot() {
        if (snapshot == null) {
            snapshot = new TerminalState(title, cwd, cols, rows, scrollback.toContent(), lifecycle, claim,
                    supportsCommandDetection, isPty);
        }
        return snapshot;
    }

    /** The state now, its content cut to the newest parts that hold {@code characters}; not kept. */
    public TerminalState snapshotFromEnd(int characters) {
        if (snapshot != null) {
            return snapshot;
        }
        return new TerminalState(title, cwd, cols, rows, scrollback.toContentFromEnd(characters), lifecycle, claim,
                supportsCommandDetection, isPty);
    }

    /** Whether the process is gone. */
    public boolean exited() {
        return lifecycle instanceof TerminalLifecycle.Exited;
    }

    /** The directory the shell last reported ({@code terminal/cwdChanged}), or the one it started in; may be null. */
    public String cwd() {
        return cwd;
    }

    /** The title now, without making a snapshot. */
    public String title() {
        return title;
    }

    /** The holder now, without making a snapshot. */
    public TerminalClaim claim() {
        return claim;
    }

    /** Running or exited, without making a snapshot. */
    public TerminalLifecycle lifecycle() {
        return lifecycle;
    }

    /** The scrollback, for tests. */
    Scrollback scrollback() {
        return scrollback;
    }
}

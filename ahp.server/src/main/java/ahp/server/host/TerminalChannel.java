package ahp.server.host;

import ahp.protocol.root.TerminalInfo;
import ahp.protocol.terminal.TerminalAction;
import ahp.protocol.terminal.TerminalState;
import ahp.terminals.api.Terminal;
import ahp.terminals.api.store.LiveState;
import ahp.terminals.api.store.Sequencing;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;

/**
 * One terminal as a channel of this host: the store's terminal, which this channel sequences, and
 * whether it is on the root list yet. Every action the terminal emits is numbered and sent to its
 * subscribers, and the terminal applies it to its own state under the sequence lock
 * ({@link Sequencing}), so its state read under that lock is a snapshot consistent with
 * {@code serverSeq}, without a second copy of its output; an exit, a new title or a new claim then
 * has the root list re-sent, coalesced by {@link RootListPublisher}.
 */
final class TerminalChannel implements Sequencing {

    /** Whether the host opened it for itself (a chat's command, an agent's shell), not a client. */
    private final boolean hostsOwn;
    private final String uri;
    private final Terminal terminal;
    private final Sequencer sequencer;
    private final Runnable rootListChanged;
    private final Path directory;
    private final Consumer<Path> exitedIn;
    private final CompletableFuture<Void> firstSign = new CompletableFuture<>();
    private LiveState model;
    private final boolean sitting;
    private final long openedNanos = System.nanoTime();
    private volatile boolean listed;
    private volatile boolean gone;

    TerminalChannel(String uri, Terminal terminal, Sequencer sequencer, Runnable rootListChanged, Path directory,
            Consumer<Path> exitedIn, boolean hostsOwn, boolean sitting) {
        this.hostsOwn = hostsOwn;
        this.sitting = sitting;
        this.uri = uri;
        this.terminal = terminal;
        this.sequencer = sequencer;
        this.rootListChanged = rootListChanged;
        this.directory = directory;
        this.exitedIn = exitedIn;
    }

    /** Whether the host opened it for itself (a chat's command, an agent's shell), not a client. */
    boolean hostsOwn() {
        return hostsOwn;
    }

    /** Whether it is a shell opened to sit at its prompt (given no command to run and exit). */
    boolean sitting() {
        return sitting;
    }

    /** When this channel was made, on {@link System#nanoTime()}'s clock. */
    long openedNanos() {
        return openedNanos;
    }

    /** Starts sequencing the terminal's actions. */
    TerminalChannel follow() {
        // The terminal's lock is taken under the sequence lock here, the other way round from every
        // action's. Safe: until follow returns, the terminal's actions do not take the sequence lock.
        TerminalState initial = sequencer.locked(() -> {
            model = Sequencing.follow(terminal, this);
            return model.snapshot();
        });
        boolean exitedAlready = initial.lifecycle() instanceof ahp.protocol.terminal.TerminalLifecycle.Exited;
        if (exitedAlready || initial.content().stream().anyMatch(part -> !part.text().isEmpty())) {
            firstSign.complete(null);
        }
        if (exitedAlready) {
            // It exited before it was followed: no terminal/exited reaches onAction for it.
            exitedIn.accept(lastDirectory());
        }
        return this;
    }

    @Override
    public void onAction(TerminalAction action, Runnable applyToState) {
        if (gone) {
            return;
        }
        Dispatching dispatching = Dispatching.claim(this, action);
        sequencer.publish(uri, action, dispatching == null ? null : dispatching.origin(),
                dispatching == null ? null : dispatching.from(), applyToState);
        if (action instanceof TerminalAction.Data data && !data.data().isEmpty()
                || action instanceof TerminalAction.Exited) {
            firstSign.complete(null);
        }
        if (action instanceof TerminalAction.Exited) {
            exitedIn.accept(lastDirectory());
        }
        if (listed && (action instanceof TerminalAction.Exited || action instanceof TerminalAction.TitleChanged
                || action instanceof TerminalAction.Claimed)) {
            rootListChanged.run();
        }
    }

    /** Where the process was last: the directory the shell reported (OSC 7), else where it started. */
    private Path lastDirectory() {
        String cwd = sequencer.locked(() -> model.cwd());
        if (cwd != null && cwd.startsWith("file:")) {
            try {
                return Path.of(java.net.URI.create(cwd));
            } catch (RuntimeException unusable) {
                // falls back to where it started
            }
        }
        return directory;
    }

    /** The channel URI. */
    String uri() {
        return uri;
    }

    /** The store's terminal. */
    Terminal terminal() {
        return terminal;
    }

    /** The terminal's own state; read under the sequence lock only. */
    LiveState model() {
        return model;
    }

    /** Its root list row; read under the sequence lock. */
    TerminalInfo info() {
        return new TerminalInfo(uri, model.title(), model.claim(), model.lifecycle());
    }

    /** Completes once the shell has printed something or exited. */
    CompletableFuture<Void> firstSign() {
        return firstSign;
    }

    /** Whether it is on the root list. */
    boolean listed() {
        return listed;
    }

    /** Puts it on the root list (the caller re-sends the list). */
    void list() {
        listed = true;
    }

    /** Stops following: nothing it emits from here on is sent. */
    void forget() {
        gone = true;
        Sequencing.unfollow(terminal, this);
    }
}

package ahp.server.host;

import ahp.protocol.root.TerminalInfo;
import ahp.protocol.terminal.TerminalAction;
import ahp.protocol.terminal.TerminalState;
import ahp.terminals.api.Terminal;
import ahp.terminals.api.TerminalListener;
import ahp.terminals.api.store.LiveState;
import java.util.concurrent.CompletableFuture;

/**
 * One terminal as a channel of this host: the store's terminal, the host's own copy of its state,
 * and whether it is on the root list yet. Every action the terminal emits is numbered and sent to
 * its subscribers; an exit, a new title or a new claim then has the root list re-sent, coalesced
 * by {@link RootListPublisher}.
 */
final class TerminalChannel implements TerminalListener {

    private final String uri;
    private final Terminal terminal;
    private final Sequencer sequencer;
    private final Runnable rootListChanged;
    private final CompletableFuture<Void> firstSign = new CompletableFuture<>();
    private LiveState model;
    private volatile boolean listed;
    private volatile boolean gone;

    TerminalChannel(String uri, Terminal terminal, Sequencer sequencer, Runnable rootListChanged) {
        this.uri = uri;
        this.terminal = terminal;
        this.sequencer = sequencer;
        this.rootListChanged = rootListChanged;
    }

    /** Starts following the terminal: from here on the host's copy is the store's state plus what it sends. */
    TerminalChannel follow() {
        // Under the sequence lock, so no action of this terminal is published before the copy
        // exists. Safe: the store calls no listener added here until this subscribe returns.
        TerminalState initial = sequencer.locked(() -> {
            TerminalState state = terminal.subscribe(this);
            model = new LiveState(state);
            return state;
        });
        if (initial.lifecycle() instanceof ahp.protocol.terminal.TerminalLifecycle.Exited
                || initial.content().stream().anyMatch(part -> !part.text().isEmpty())) {
            firstSign.complete(null);
        }
        return this;
    }

    @Override
    public void onAction(TerminalAction action) {
        if (gone) {
            return;
        }
        Dispatching dispatching = Dispatching.claim(this, action);
        sequencer.publish(uri, action, dispatching == null ? null : dispatching.origin(),
                dispatching == null ? null : dispatching.from(), () -> model.apply(action));
        if (action instanceof TerminalAction.Data data && !data.data().isEmpty()
                || action instanceof TerminalAction.Exited) {
            firstSign.complete(null);
        }
        if (listed && (action instanceof TerminalAction.Exited || action instanceof TerminalAction.TitleChanged
                || action instanceof TerminalAction.Claimed)) {
            rootListChanged.run();
        }
    }

    /** The channel URI. */
    String uri() {
        return uri;
    }

    /** The store's terminal. */
    Terminal terminal() {
        return terminal;
    }

    /** The host's copy of the state; read under the sequence lock. */
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
        terminal.unsubscribe(this);
    }
}

package ahp.server.host;

import ahp.protocol.terminal.TerminalAction;
import ahp.protocol.command.ActionOrigin;

/**
 * Which client's action the current thread is applying to which terminal. The store hands every
 * change to its listeners before the call that made it returns, on the calling thread, so the
 * action the host hears is marked with the dispatching client's origin and goes out as its echo.
 */
final class Dispatching {

    private static final ThreadLocal<Dispatching> CURRENT = new ThreadLocal<>();

    private final TerminalChannel channel;
    private final String type;
    private final ActionOrigin origin;
    private final Subscriber from;
    private boolean echoed;

    private Dispatching(TerminalChannel channel, String type, ActionOrigin origin, Subscriber from) {
        this.channel = channel;
        this.type = type;
        this.origin = origin;
        this.from = from;
    }

    /**
     * Runs {@code apply} (a call into the terminal) as {@code from}'s dispatch of {@code action}.
     *
     * @return whether the terminal applied it (the host heard it and echoed it)
     */
    static boolean run(TerminalChannel channel, TerminalAction action, ActionOrigin origin, Subscriber from, Runnable apply) {
        Dispatching dispatching = new Dispatching(channel, action.type(), origin, from);
        Dispatching outer = CURRENT.get();
        CURRENT.set(dispatching);
        try {
            apply.run();
        } finally {
            CURRENT.set(outer);
        }
        return dispatching.echoed;
    }

    /** The dispatch {@code action} on {@code channel} is the echo of, taking it; or null. */
    static Dispatching claim(TerminalChannel channel, TerminalAction action) {
        Dispatching current = CURRENT.get();
        if (current == null || current.echoed || current.channel != channel || !current.type.equals(action.type())) {
            return null;
        }
        current.echoed = true;
        return current;
    }

    /** The dispatching client's origin. */
    ActionOrigin origin() {
        return origin;
    }

    /** The dispatching connection. */
    Subscriber from() {
        return from;
    }
}

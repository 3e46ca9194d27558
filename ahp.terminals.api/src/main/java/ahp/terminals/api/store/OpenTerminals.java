package ahp.terminals.api.store;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** The terminals a store has open, so that closing the store ends every one of them. */
final class OpenTerminals {

    private final Set<StoreTerminal> open = new LinkedHashSet<>();
    private boolean closed;

    /**
     * Adds a terminal about to start.
     *
     * @throws IllegalStateException when the store is closed
     */
    synchronized void add(StoreTerminal terminal) {
        if (closed) {
            throw new IllegalStateException("the terminal store is closed");
        }
        open.add(terminal);
    }

    /** Forgets a terminal that was closed. */
    synchronized void remove(StoreTerminal terminal) {
        open.remove(terminal);
    }

    /** Closes every terminal; nothing can be added after. */
    void closeAll() {
        List<StoreTerminal> closing;
        synchronized (this) {
            closed = true;
            closing = new ArrayList<>(open);
        }
        closing.forEach(StoreTerminal::close);
    }
}

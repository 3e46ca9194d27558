package ahp.server.sessions;

import ahp.protocol.terminal.TerminalLifecycle;
import ahp.terminals.api.Terminal;
import ahp.terminals.api.TerminalSpec;
import java.lang.System.Logger.Level;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Shells kept ready for each chat that has run a {@code !} command: opened exactly as a command's shell
 * is (the daemon's shell, the session's first working directory, out of history, nobody watching),
 * held in the background by the session and the chat, no channel and on no list until a command takes
 * one. Each command still gets a shell of its own that nobody used before it; it just need not wait
 * for that shell to start. One is kept ({@link #KEPT}; two measured no faster for commands sent back to
 * back, BENCHMARKS.md); the next is opened as soon as one is taken. A chat's spares end with the chat,
 * its session or the store.
 */
final class SpareShells {

    /** How many shells a chat keeps ready. */
    static final int KEPT = 1;

    private static final System.Logger LOG = System.getLogger(SpareShells.class.getName());

    private record Spare(Terminal terminal, Path directory) {}

    private final Sessions sessions;
    private final Map<LiveChat, Deque<Spare>> spares = new ConcurrentHashMap<>();

    SpareShells(Sessions sessions) {
        this.sessions = sessions;
    }

    /** One of the chat's spare shells in {@code directory}, taken (null when none is ready there). */
    Terminal take(LiveChat chat, Path directory) {
        Deque<Spare> ready = spares.get(chat);
        if (ready == null) {
            return null;
        }
        while (true) {
            Spare spare;
            synchronized (ready) {
                spare = ready.pollFirst();
            }
            if (spare == null) {
                return null;
            }
            if (spare.directory().equals(directory)
                    && spare.terminal().state().lifecycle() instanceof TerminalLifecycle.Running) {
                return spare.terminal();
            }
            spare.terminal().close();
        }
    }

    /** Opens spare shells from {@code spec} until the chat keeps {@link #KEPT}, off the caller's thread. */
    void prepare(LiveChat chat, TerminalSpec spec) {
        Deque<Spare> ready = spares.computeIfAbsent(chat, key -> new ArrayDeque<>());
        int missing;
        synchronized (ready) {
            missing = KEPT - ready.size();
        }
        for (int i = 0; i < missing; i++) {
            sessions.background.run("spare-shell", () -> open(chat, ready, spec));
        }
    }

    private void open(LiveChat chat, Deque<Spare> ready, TerminalSpec spec) {
        if (chat.disposed || sessions.closing()) {
            return;
        }
        try {
            Terminal shell = sessions.host.openUnlisted(spec);
            boolean kept;
            synchronized (ready) {
                kept = !chat.disposed && !sessions.closing() && ready.size() < KEPT && spares.get(chat) == ready;
                if (kept) {
                    ready.addLast(new Spare(shell, spec.directory()));
                }
            }
            if (!kept) {
                shell.close();
            }
        } catch (RuntimeException cannot) {
            LOG.log(Level.DEBUG, "No spare shell for {0}: {1}", chat.uri, cannot.toString());
        }
    }

    /** Ends the chat's spare shells. */
    void close(LiveChat chat) {
        Deque<Spare> ready = spares.remove(chat);
        if (ready == null) {
            return;
        }
        List<Spare> all;
        synchronized (ready) {
            all = List.copyOf(ready);
            ready.clear();
        }
        all.forEach(spare -> spare.terminal().close());
    }

    /** Ends every spare shell. */
    void closeAll() {
        List.copyOf(spares.keySet()).forEach(this::close);
    }
}

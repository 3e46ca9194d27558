package ahp.server.sessions;

import ahp.protocol.terminal.TerminalLifecycle;
import ahp.protocol.terminal.TerminalState;
import ahp.terminals.api.Terminal;
import ahp.terminals.api.TerminalSpec;
import java.lang.System.Logger.Level;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;

/**
 * Shells kept ready for each chat that has run a {@code !} command: opened exactly as a command's shell
 * is (the daemon's shell, the session's first working directory, out of history, nobody watching),
 * held in the background by the session and the chat, no channel and on no list until a command takes
 * one. Each command still gets a shell of its own that nobody used before it; it just need not wait
 * for that shell to start. {@link #KEPT} are kept, counting those still being opened, and the ones
 * taken are replaced once the command's turn has ended ({@link #prepare}); a command takes one that sits at its prompt where there is one
 * (BENCHMARKS.md, "Where the time goes: a {@code !true} turn"). A chat's spares end with the chat,
 * its session or the store.
 */
final class SpareShells {

    /** How many shells a chat keeps ready, or being opened. */
    static final int KEPT = 2;

    private static final System.Logger LOG = System.getLogger(SpareShells.class.getName());

    private record Spare(Terminal terminal, Path directory) {

        boolean running() {
            return terminal.lifecycle() instanceof TerminalLifecycle.Running;
        }

        /**
         * How far its shell has come: 2 at its prompt (it marked a command boundary and its line
         * editor reads, or on pipes), 1 printed (a shell that marks nothing is at its prompt then), 0
         * still starting.
         */
        int readiness() {
            if (!terminal.isPty()) {
                return 2;
            }
            TerminalState state = terminal.state();
            if (Boolean.TRUE.equals(state.supportsCommandDetection()) && terminal.isBracketedPasteMode()) {
                return 2;
            }
            return state.content().stream().anyMatch(part -> !part.text().isEmpty()) ? 1 : 0;
        }
    }

    /** One chat's spares, and how many are being opened; guarded by itself. */
    private static final class Pool {
        final Deque<Spare> ready = new ArrayDeque<>();
        int opening;
    }

    private final Sessions sessions;
    private final Map<LiveChat, Pool> pools = new ConcurrentHashMap<>();
    /**
     * Where spares are opened, one at a time: a platform thread of their own, so that a shell's
     * start (a native call that holds its thread) never takes a carrier of the virtual threads a
     * running command's turn goes on.
     */
    private final ExecutorService opener =
            Executors.newSingleThreadExecutor(Thread.ofPlatform().daemon().name("ahp-spare-shells").factory());

    SpareShells(Sessions sessions) {
        this.sessions = sessions;
    }

    /**
     * One of the chat's spare shells in {@code directory}, taken: the one furthest into its start,
     * the oldest of those (null when none is there). Spares in another directory or whose shell
     * ended are closed.
     */
    Terminal take(LiveChat chat, Path directory) {
        Pool pool = pools.get(chat);
        if (pool == null) {
            return null;
        }
        List<Spare> unusable = new ArrayList<>();
        Spare best = null;
        synchronized (pool) {
            int bestReadiness = -1;
            for (Iterator<Spare> each = pool.ready.iterator(); each.hasNext(); ) {
                Spare spare = each.next();
                if (!spare.directory().equals(directory) || !spare.running()) {
                    each.remove();
                    unusable.add(spare);
                    continue;
                }
                int readiness = spare.readiness();
                if (readiness > bestReadiness) {
                    best = spare;
                    bestReadiness = readiness;
                }
            }
            if (best != null) {
                pool.ready.remove(best);
            }
        }
        unusable.forEach(spare -> spare.terminal().close());
        return best == null ? null : best.terminal();
    }

    /** Opens spare shells from {@code spec} until the chat keeps {@link #KEPT}, off the caller's thread. */
    void prepare(LiveChat chat, TerminalSpec spec) {
        Pool pool = pools.computeIfAbsent(chat, key -> new Pool());
        int missing;
        synchronized (pool) {
            missing = Math.max(0, KEPT - pool.ready.size() - pool.opening);
            pool.opening += missing;
        }
        for (int i = 0; i < missing; i++) {
            try {
                opener.execute(() -> open(chat, pool, spec));
            } catch (RejectedExecutionException closed) {
                synchronized (pool) {
                    pool.opening--;
                }
            }
        }
    }

    private void open(LiveChat chat, Pool pool, TerminalSpec spec) {
        Terminal shell = null;
        try {
            if (!chat.disposed && !sessions.closing()) {
                shell = sessions.host.openUnlisted(spec);
            }
        } catch (RuntimeException cannot) {
            LOG.log(Level.DEBUG, "No spare shell for {0}: {1}", chat.uri, cannot.toString());
        } finally {
            boolean kept;
            synchronized (pool) {
                pool.opening--;
                kept = shell != null && !chat.disposed && !sessions.closing() && pools.get(chat) == pool;
                if (kept) {
                    pool.ready.addLast(new Spare(shell, spec.directory()));
                }
            }
            if (!kept && shell != null) {
                shell.close();
            }
        }
    }

    /** Ends the chat's spare shells. */
    void close(LiveChat chat) {
        Pool pool = pools.remove(chat);
        if (pool == null) {
            return;
        }
        List<Spare> all;
        synchronized (pool) {
            all = List.copyOf(pool.ready);
            pool.ready.clear();
        }
        all.forEach(spare -> spare.terminal().close());
    }

    /** Ends every spare shell, and opens no more; the store is closing. */
    void closeAll() {
        opener.shutdown();
        try {
            // A spare being opened is closed by its own thread once it sees the store closing.
            opener.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
        }
        List.copyOf(pools.keySet()).forEach(this::close);
    }
}

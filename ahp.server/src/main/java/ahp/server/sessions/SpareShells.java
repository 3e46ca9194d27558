package ahp.server.sessions;

import ahp.protocol.terminal.TerminalLifecycle;
import ahp.terminals.api.Terminal;
import ahp.terminals.api.TerminalSpec;
import java.lang.System.Logger.Level;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * One shell kept ready per chat that has run a {@code !} command: opened exactly as a command's shell
 * is (the daemon's shell, the session's first working directory, out of history, nobody watching),
 * held in the background by the session and the chat, no channel and on no list until a command takes
 * it. Each command still gets a shell of its own that nobody used before it; it just need not wait for
 * that shell to start. The next one is opened as soon as one is taken; a chat's spare ends with the
 * chat, its session or the store.
 */
final class SpareShells {

    private static final System.Logger LOG = System.getLogger(SpareShells.class.getName());

    private record Spare(Terminal terminal, Path directory) {}

    private final Sessions sessions;
    private final Map<LiveChat, Spare> spares = new ConcurrentHashMap<>();

    SpareShells(Sessions sessions) {
        this.sessions = sessions;
    }

    /** The chat's spare shell in {@code directory}, taken (null when there is none ready there). */
    Terminal take(LiveChat chat, Path directory) {
        Spare spare = spares.remove(chat);
        if (spare == null) {
            return null;
        }
        if (!spare.directory().equals(directory)
                || !(spare.terminal().state().lifecycle() instanceof TerminalLifecycle.Running)) {
            spare.terminal().close();
            return null;
        }
        return spare.terminal();
    }

    /** Opens the chat's next spare shell from {@code spec}, off the caller's thread. */
    void prepare(LiveChat chat, TerminalSpec spec) {
        sessions.background.run("spare-shell", () -> {
            if (chat.disposed || sessions.closing() || spares.containsKey(chat)) {
                return;
            }
            try {
                Terminal shell = sessions.host.openUnlisted(spec);
                Spare previous = spares.putIfAbsent(chat, new Spare(shell, spec.directory()));
                if (previous != null || chat.disposed || sessions.closing()) {
                    Spare mine = spares.get(chat);
                    if (previous != null || (mine != null && mine.terminal() == shell && spares.remove(chat, mine))) {
                        shell.close();
                    }
                }
            } catch (RuntimeException cannot) {
                LOG.log(Level.DEBUG, "No spare shell for {0}: {1}", chat.uri, cannot.toString());
            }
        });
    }

    /** Ends the chat's spare shell, if it has one. */
    void close(LiveChat chat) {
        Spare spare = spares.remove(chat);
        if (spare != null) {
            spare.terminal().close();
        }
    }

    /** Ends every spare shell. */
    void closeAll() {
        spares.keySet().forEach(this::close);
    }
}

package ahp.server.sessions;

import ahp.protocol.terminal.TerminalLifecycle;
import ahp.terminals.api.Terminal;
import java.lang.System.Logger.Level;

/** Keeps what a chat's terminal printed once its process is gone: its scrollback, exit code and kind. */
final class KeptOutputs {

    private static final System.Logger LOG = System.getLogger(KeptOutputs.class.getName());

    private KeptOutputs() {}

    /** Keeps {@code terminal}'s output under {@code key} of {@code chat} when its process exits. */
    static void whenExited(Sessions sessions, LiveChat chat, String key, Terminal terminal) {
        terminal.exited().thenRun(() -> sessions.background.run("keep-" + key, () -> keep(sessions, chat, key, terminal)));
    }

    /** Everything {@code terminal} holds of what it printed: what is kept of it once it exits. */
    static String text(Terminal terminal) {
        StringBuilder output = new StringBuilder();
        terminal.state().content().forEach(part -> output.append(part.text()));
        return output.toString();
    }

    /** Keeps {@code terminal}'s output under {@code key} of {@code chat} now. */
    static void keep(Sessions sessions, LiveChat chat, String key, Terminal terminal) {
        if (sessions.store == null || chat.disposed) {
            return;
        }
        String output = text(terminal);
        Integer code = terminal.state().lifecycle() instanceof TerminalLifecycle.Exited exited ? exited.exitCode() : null;
        RetainedOutput kept = new RetainedOutput(terminal.state().title(), output, code, terminal.isPty());
        sessions.write(chat.session, chat, "the output of " + key, store -> {
            if (!store.saveRetained(chat.session.id, chat.id, key, kept)) {
                LOG.log(Level.INFO, "Did not keep the output of {0} of {1}: over 10 MB", key, chat.uri);
            }
        });
    }
}

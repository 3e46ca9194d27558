package ahp.server.sessions;

import ahp.backends.api.BackendTerminal;
import ahp.backends.api.BackendTerminals;
import ahp.backends.api.TerminalRequest;
import ahp.protocol.terminal.TerminalClaim;
import ahp.server.auth.Grant;
import ahp.terminals.api.Terminal;
import ahp.terminals.api.TerminalSpec;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.UUID;
import java.util.concurrent.CompletionException;

/**
 * {@code terminals.open} for one session: the host mints the URI under the backend's chat and a key
 * of its own (the tool call's id where there is one), claims the terminal for the session with the
 * chat, the running turn and the call, opens the daemon's own shell (never {@code defaultShell}) in
 * the directory asked for, registers and lists it as a client's terminal; every operation is checked
 * against the terminal grants of the person whose turn runs. When its process exits what it printed is
 * kept, so a call that names it opens rebuilt after a release or a restart.
 */
final class HostBackendTerminals implements BackendTerminals {

    private final Sessions sessions;
    private final LiveSession session;

    HostBackendTerminals(Sessions sessions, LiveSession session) {
        this.sessions = sessions;
        this.session = session;
    }

    @Override
    public BackendTerminal open(TerminalRequest request) {
        LiveChat chat = session.chats.get(request.chat());
        BackendTurn turn = chat == null ? null : sessions.host.locked(() -> chat.backendTurns.get(request.turnId()));
        if (turn == null || turn.over()) {
            throw new IllegalStateException("no turn " + request.turnId() + " runs in " + request.chat());
        }
        require(turn, Grant.TERMINAL_CREATE);
        Path directory = request.directory() != null ? request.directory() : primary();
        if (!Files.isDirectory(directory)) {
            throw new IllegalStateException(directory + " is not a folder on this machine");
        }
        String key = sessions.host.locked(() -> {
            String wanted = request.toolCallId() != null && !chat.terminals.containsKey(request.toolCallId())
                    ? request.toolCallId() : "term-" + UUID.randomUUID().toString().replace("-", "");
            chat.terminals.put(wanted, "");
            return wanted;
        });
        String uri = new RetainedLink(RetainedLink.STORAGE, session.uri, chat.uri, key).uri();
        sessions.host.locked(() -> chat.terminals.put(key, uri));
        SessionMachines.Placement place = SessionMachines.place(sessions, session);
        TerminalSpec.Builder spec = TerminalSpec.builder()
                .directory(directory)
                .shell(place.shell())
                .environment(request.environment())
                .title(request.title())
                .claim(new TerminalClaim.Session(session.uri, chat.uri, request.turnId(), request.toolCallId()));
        if (request.program() != null) {
            if (request.args() == null) {
                spec.commandLine(request.program());
            } else {
                spec.program(request.program(), request.args());
            }
        }
        Terminal terminal;
        try {
            terminal = sessions.host.openTerminalNow(uri, spec.build(), place.store());
        } catch (RuntimeException failed) {
            Throwable cause = failed instanceof CompletionException && failed.getCause() != null ? failed.getCause() : failed;
            throw new IllegalStateException("could not open a terminal: " + cause.getMessage(), cause);
        }
        KeptOutputs.whenExited(sessions, chat, key, terminal);
        return new HostBackendTerminal(sessions, turn, uri, terminal);
    }

    private Path primary() {
        if (session.workingDirectories.isEmpty()) {
            return sessions.settings.home();
        }
        return Path.of(java.net.URI.create(session.workingDirectories.getFirst()));
    }

    /** Refuses unless the person whose turn runs holds {@code grant}. */
    static void require(BackendTurn turn, Grant grant) {
        if (!turn.user().holds(grant)) {
            throw new SecurityException("Permission denied: the " + turn.user().role().wireName()
                    + " role of " + turn.user().name() + " does not hold " + grant.wireName());
        }
    }
}

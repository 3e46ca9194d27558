package ahp.server.sessions;

import ahp.agenttools.BackgroundCommand;
import ahp.agenttools.BackgroundEnd;
import ahp.agenttools.HostShell;
import ahp.agenttools.ShellCall;
import ahp.agenttools.ShellGrant;
import ahp.agenttools.ShellHost;
import ahp.protocol.Action;
import ahp.protocol.Json;
import ahp.protocol.chat.TerminalContent;
import ahp.protocol.chat.ToolCallContentChanged;
import ahp.protocol.root.TerminalInfo;
import ahp.protocol.terminal.TerminalClaim;
import ahp.server.auth.Grant;
import ahp.server.auth.User;
import ahp.terminals.api.Terminal;
import ahp.terminals.api.TerminalSpec;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CompletionException;
import tools.jackson.databind.node.ObjectNode;

/**
 * The host behind one chat's agent shell tools: its shells are the host's terminals (the daemon's own
 * shell, out of history, nobody watching, claimed by the session, the chat, the turn and the call, on
 * the root list, named after the chat with the first call's id as their key), checked against the
 * grants of the person whose turn calls them, kept when they end; background rows and the wake turn
 * go on the chat.
 */
final class ChatShellHost implements ShellHost {

    private final Sessions sessions;
    private final LiveChat chat;

    ChatShellHost(Sessions sessions, LiveChat chat) {
        this.sessions = sessions;
        this.chat = chat;
    }

    @Override
    public String shellPath() {
        if (chat == null) {
            // Only the tools' definitions are asked for (SessionTools.offered).
            return sessions.settings.daemonShell();
        }
        try {
            return SessionMachines.shell(sessions, chat.session);
        } catch (IllegalStateException notHere) {
            // Its machine is gone from the config: opening a shell says so.
            return sessions.settings.daemonShell();
        }
    }

    @Override
    public HostShell open(ShellCall call, Path directory) {
        String key = sessions.host.locked(() -> {
            String wanted = call.toolCallId() != null && !chat.terminals.containsKey(call.toolCallId())
                    ? call.toolCallId() : "shell-" + UUID.randomUUID().toString().replace("-", "");
            chat.terminals.put(wanted, "");
            return wanted;
        });
        String uri = new RetainedLink(RetainedLink.STORAGE, chat.session.uri, chat.uri, key).uri();
        sessions.host.locked(() -> chat.terminals.put(key, uri));
        SessionMachines.Placement place = SessionMachines.place(sessions, chat.session);
        TerminalSpec spec = TerminalSpec.builder()
                .directory(directory != null ? directory : sessions.settings.home())
                .shell(place.shell())
                .claim(new TerminalClaim.Session(chat.session.uri, chat.uri, call.turnId(), call.toolCallId()))
                .preventShellHistory(true)
                .nonInteractive(true)
                .build();
        Terminal terminal;
        try {
            terminal = sessions.host.openTerminalNow(uri, spec, place.store());
        } catch (RuntimeException failed) {
            Throwable cause = failed instanceof CompletionException && failed.getCause() != null ? failed.getCause() : failed;
            throw new IllegalStateException(cause.getMessage(), cause);
        }
        KeptOutputs.whenExited(sessions, chat, key, terminal);
        return new HostShell(uri, terminal);
    }

    @Override
    public boolean allows(ShellCall call, ShellGrant grant) {
        User user = sessions.host.locked(() -> {
            BackendTurn turn = chat.backendTurns.get(call.turnId());
            return turn == null ? null : turn.user();
        });
        return user != null && user.holds(switch (grant) {
            case CREATE -> Grant.TERMINAL_CREATE;
            case INPUT -> Grant.TERMINAL_INPUT;
            case OUTPUT -> Grant.TERMINAL_OUTPUT;
            case DISPOSE -> Grant.TERMINAL_DISPOSE;
        });
    }

    @Override
    public void opened(ShellCall call, HostShell shell) {
        shell.terminal().claim(new TerminalClaim.Session(chat.session.uri, chat.uri, call.turnId(), call.toolCallId()));
        String title = shell.terminal().title();
        TerminalContent named = new TerminalContent(shell.uri(), title, shell.terminal().isPty(), null);
        CallTerminals.named(chat, sessions, call.toolCallId(), named);
        publish(new ToolCallContentChanged(call.turnId(), call.toolCallId(), List.of(named)));
    }

    @Override
    public void end(HostShell shell) {
        if (!sessions.host.disposeTerminal(shell.uri())) {
            shell.terminal().close();
        }
    }

    @Override
    public Optional<String> kept(HostShell shell) {
        Optional<String> stored = sessions.store == null ? Optional.empty() : RetainedLink.parse(shell.uri())
                .flatMap(link -> {
                    KeptOutputs.awaitKept(chat, link.toolCallId());
                    return sessions.store.loadRetained(chat.session.id, chat.id, link.toolCallId());
                })
                .map(RetainedOutput::output);
        // Just after a shutdown the file may not be written yet: the ended terminal holds the same text.
        return stored.or(() -> Optional.of(KeptOutputs.text(shell.terminal())).filter(text -> !text.isEmpty()));
    }

    @Override
    public void backgroundStarted(BackgroundCommand command) {
        // The call runs in its turn now: who it acts for is still known, and is kept for the wake.
        sessions.host.locked(() -> {
            User user = turnUser(command.call().turnId());
            if (user != null) {
                chat.backgroundBy.put(command.id(), user);
            }
            return null;
        });
        ObjectNode set = Json.MAPPER.createObjectNode().put("type", "chat/backgroundWorkSet");
        set.set("work", Json.MAPPER.valueToTree(command.work()));
        publish(set);
    }

    @Override
    public void backgroundEnded(BackgroundCommand command, BackgroundEnd end) {
        publish(Json.MAPPER.createObjectNode().put("type", "chat/backgroundWorkRemoved").put("id", command.id()));
        String output = end.output() == null ? "" : end.output().strip();
        String tail = output.length() <= 2_000 ? output : output.substring(output.length() - 2_000);
        String text = "The background command `" + command.command() + "` ended"
                + (end.exitCode() == null ? "" : " with exit code " + end.exitCode()) + "."
                + (tail.isEmpty() ? "" : "\n\nThe end of its output:\n" + tail);
        User user = sessions.host.locked(() -> {
            User started = chat.backgroundBy.remove(command.id());
            return started != null ? started : turnUser(command.call().turnId());
        });
        if (user == null) {
            // Nobody is known to act for (the chat went while it ran): a wake would act as nobody.
            return;
        }
        sessions.turns.wake(chat, text, user);
    }

    /** The person turn {@code turnId} acts for while it runs, or null; under the sequence lock. */
    private User turnUser(String turnId) {
        User started = chat.startedBy.get(turnId);
        if (started != null) {
            return started;
        }
        BackendTurn turn = chat.backendTurns.get(turnId);
        return turn == null ? null : turn.user();
    }

    @Override
    public List<TerminalInfo> terminals() {
        return sessions.host.rootTerminals();
    }

    private void publish(ObjectNode action) {
        publish(Json.MAPPER.treeToValue(action, Action.class));
    }

    private void publish(Action action) {
        sessions.host.publish(chat.uri, action, () -> sessions.fold(chat, action));
    }
}

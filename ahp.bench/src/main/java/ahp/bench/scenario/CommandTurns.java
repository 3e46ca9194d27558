package ahp.bench.scenario;

import ahp.bench.wire.AhpClient;
import ahp.bench.wire.AhpConnection;
import ahp.bench.wire.ChatWatch;
import ahp.bench.wire.TurnEvents;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.UUID;
import tools.jackson.databind.node.ObjectNode;

/**
 * {@code !} command turns, as a client runs them: a session of the host's default provider (or of
 * another) working in a folder, its default chat subscribed to; then each turn a
 * {@code chat/turnStarted} whose text is the command (or a prompt for an agent), awaited until its {@code chat/turnComplete}, and the terminal its call named
 * disposed of ({@code disposeTerminal}), so the shell it left at its prompt does not stay open and
 * the host keeps what it printed.
 */
public final class CommandTurns {

    /** The command every turn runs: the shortest there is, so the figure is the host's and the shell's. */
    static final String TRUE = "!true";

    /** How long one turn may take to end. */
    static final Duration TURN_TIMEOUT = Duration.ofSeconds(30);

    /**
     * A session open on the host, and its default chat watched.
     *
     * @param session the session's URI
     * @param chat its default chat
     */
    public record OpenSession(String session, ChatWatch chat) {}

    /**
     * One turn and when it was sent.
     *
     * @param startNanos just before its {@code chat/turnStarted} was sent ({@link System#nanoTime()})
     * @param events what arrived of it
     */
    public record Timed(long startNanos, TurnEvents events) {

        /** Nanoseconds from sending the turn to the first action of {@code type}. */
        long until(String type) {
            return events.nanosUntil(type, startNanos);
        }
    }

    private CommandTurns() {}

    /** Opens a session working in {@code folder} and subscribes to its default chat. */
    public static OpenSession openSession(AhpClient client, Path folder) throws Exception {
        return openSession(client, folder, null);
    }

    /** Opens a session of {@code provider} (null: the host's default) working in {@code folder}, its default chat watched. */
    static OpenSession openSession(AhpClient client, Path folder, String provider) throws Exception {
        return openSession(client, folder, provider, Map.of());
    }

    /**
     * Opens a session of {@code provider} (null: the host's default) working in {@code folder}, with
     * {@code config}'s values ({@code {"machine": "box"}}: its commands run in that machine), its
     * default chat watched.
     */
    static OpenSession openSession(AhpClient client, Path folder, String provider, Map<String, String> config)
            throws Exception {
        String session = RunContext.newSession();
        client.createSession(session, folder.toUri().toString(), provider, config, RunContext.REQUEST_TIMEOUT);
        String chat = client.subscribeState(session, RunContext.REQUEST_TIMEOUT).path("defaultChat").asString("");
        if (chat.isEmpty()) {
            throw new IOException("the session " + session + " has no defaultChat in its state");
        }
        return new OpenSession(session, client.subscribeChat(chat, RunContext.REQUEST_TIMEOUT));
    }

    /**
     * Turns root config's {@code enableCustomTerminalTool} on, then opens a session of the scripted ACP
     * agent working in {@code folder}: the agent is offered the daemon's shell tools over MCP.
     */
    static OpenSession openAgentSession(AhpClient client, Path folder) throws Exception {
        tools.jackson.databind.node.ObjectNode enable = tools.jackson.databind.json.JsonMapper.shared()
                .createObjectNode().put("type", "root/configChanged");
        enable.putObject("config").put("enableCustomTerminalTool", true);
        client.dispatch(AhpClient.ROOT, enable);
        return openSession(client, folder, ScriptedAcpAgent.PROVIDER);
    }

    /** Removes a scenario's working folder and the files its turns left in it (no subfolders). */
    static void removeFolder(Path folder) throws IOException {
        try (var left = java.nio.file.Files.list(folder)) {
            for (Path path : left.toList()) {
                java.nio.file.Files.deleteIfExists(path);
            }
        }
        java.nio.file.Files.deleteIfExists(folder);
    }

    /**
     * Sends {@code text} as a turn of the person's, waits for the turn to end, then disposes of the
     * terminal its call named, if any (the time of disposing is not the turn's).
     */
    public static Timed run(AhpClient client, ChatWatch chat, String text) throws Exception {
        return run(client, chat, text, TURN_TIMEOUT);
    }

    /** {@link #run(AhpClient, ChatWatch, String)}, the turn given {@code timeout} to end. */
    static Timed run(AhpClient client, ChatWatch chat, String text, Duration timeout) throws Exception {
        Timed turn = runKeeping(client, chat, text, timeout);
        if (turn.events().terminal() != null) {
            client.dispose(turn.events().terminal(), RunContext.REQUEST_TIMEOUT);
        }
        return turn;
    }

    /**
     * Sends {@code text} as a turn of the person's and waits for the turn to end, leaving the terminal
     * its call named as the turn left it (a {@code !} command's shell at its prompt); the caller
     * disposes of it.
     */
    static Timed runKeeping(AhpClient client, ChatWatch chat, String text, Duration timeout) throws Exception {
        String turnId = UUID.randomUUID().toString();
        ObjectNode action = AhpConnection.object().put("type", TurnEvents.TURN_STARTED).put("turnId", turnId)
                .put("startedAt", Instant.now().toString());
        action.putObject("message").put("text", text).putObject("origin").put("kind", "user");
        chat.expect(turnId);
        long start = System.nanoTime();
        client.dispatch(chat.channel(), action);
        return new Timed(start, chat.awaitEnd(turnId, timeout));
    }

    /** Disposes of the session; a failure to do so is added to {@code failure}, or thrown when there is none. */
    static void disposeSession(AhpClient client, OpenSession session, Exception failure) throws Exception {
        try {
            client.disposeSession(session.session(), RunContext.REQUEST_TIMEOUT);
        } catch (Exception e) {
            if (failure == null) {
                throw e;
            }
            failure.addSuppressed(e);
        }
    }
}

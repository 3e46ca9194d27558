package ahp.server.host;

import ahp.protocol.Json;
import ahp.protocol.command.UnknownParams;
import ahp.server.auth.Grant;
import ahp.server.sessions.CommandHistory;
import java.util.List;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * {@code completions} for a message being typed in a chat: when it starts with the
 * {@code terminalCommandPrefix} ({@code !}), the {@code !} commands its session ran that go on from
 * what is typed up to the cursor, newest first ({@link CommandHistory}), each replacing the whole
 * input; nothing otherwise, and nothing for a kind other than {@code userMessage}. Checked against
 * {@code chat:read}: the commands are what the session's chats show.
 */
final class CompletionCommands {

    /** The one kind of completion the protocol defines. */
    private static final String USER_MESSAGE = "userMessage";

    private final Host host;

    CompletionCommands(Host host) {
        this.host = host;
    }

    /** The grant {@code method} needs, or null when it is not {@code completions}. */
    static Grant grant(String method) {
        return "completions".equals(method) ? Grant.CHAT_READ : null;
    }

    Reply call(UnknownParams unknown) {
        UntypedParams params = new UntypedParams(unknown.body());
        String chat = params.text("channel");
        String kind = params.text("kind");
        String text = params.text("text");
        int offset = params.index("offset", text.length());
        List<String> commands = CommandHistory.after(host.sessions(), chat, text.substring(0, offset));
        ObjectNode result = Json.MAPPER.createObjectNode();
        ArrayNode items = result.putArray("items");
        if (!USER_MESSAGE.equals(kind)) {
            return new Reply.Now(result);
        }
        for (String command : commands) {
            ObjectNode item = items.addObject().put("insertText", command).put("rangeStart", 0)
                    .put("rangeEnd", text.length());
            item.putObject("attachment").put("type", "simple").put("label", command);
        }
        return new Reply.Now(result);
    }
}

package ahp.server.sessions;

import ahp.protocol.Action;
import ahp.protocol.session.SessionReducer;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import tools.jackson.databind.JsonNode;

/**
 * A session's title when no person named it, as VS Code's host titles one
 * ({@code src/vs/platform/agentHost/node/agentHostSessionTitleController.ts}): its first {@code !}
 * command titles it for a start (a provisional title); its first message to an agent titles it (one
 * line, white space collapsed, at most 200 characters), over a provisional title too; and the agent's
 * own title, from the session's default chat, replaces either. A person's name
 * ({@code session/titleChanged} from a client) is never replaced. Each title goes out as
 * {@code session/titleChanged} on the session's channel and in the root's summary.
 */
final class SessionTitles {

    /** The most characters of a title. */
    static final int LIMIT = 200;

    private static final Pattern WHITE_SPACE = Pattern.compile("\\s+", Pattern.UNICODE_CHARACTER_CLASS);

    private SessionTitles() {}

    /** {@code text} as a title: trimmed, each run of white space one space, cut at {@value #LIMIT} characters. */
    static String line(String text) {
        String line = WHITE_SPACE.matcher(text == null ? "" : text.strip()).replaceAll(" ");
        if (line.length() <= LIMIT) {
            return line;
        }
        int end = Character.isHighSurrogate(line.charAt(LIMIT - 1)) ? LIMIT - 1 : LIMIT;
        return line.substring(0, end).strip();
    }

    /** The session's first {@code !} command titles an untitled session, provisionally. */
    static void fromCommand(Sessions sessions, LiveSession session, String command) {
        retitle(sessions, session, CommandLine.title(command), s -> !s.titleSeeded, true);
    }

    /**
     * The first message a person sends the session's agent titles a session nothing titled yet, or
     * one a command titled.
     */
    static void fromMessage(Sessions sessions, LiveSession session, JsonNode message) {
        String origin = message.path("origin").path("kind").asString("user");
        if (!origin.equals("user")) {
            return;
        }
        retitle(sessions, session, line(message.path("text").asString("")), s -> !s.titleSeeded || s.titleProvisional,
                false);
    }

    /** The agent of {@code chat} titled its conversation: the session takes it when it is the default chat. */
    static void fromAgent(Sessions sessions, LiveChat chat, String title) {
        LiveSession session = chat.session;
        String line = line(title);
        retitle(sessions, session, line, s -> chat.uri.equals(s.defaultChat) && !line.equals(s.title), false);
    }

    /**
     * Titles {@code session} {@code title} when it is not empty, no person named the session and
     * {@code may} holds of it (checked under the sequence lock, where the title is sent).
     */
    private static void retitle(Sessions sessions, LiveSession session, String title, Predicate<LiveSession> may,
            boolean provisional) {
        if (title.isEmpty()) {
            return;
        }
        Action titled = ChatActions.titleChanged(title);
        boolean sent = sessions.host.locked(() -> {
            if (session.disposed || session.named || !may.test(session)) {
                return false;
            }
            session.titleSeeded = true;
            session.titleProvisional = provisional;
            sessions.host.publish(session.uri, titled, () -> {
                session.state = SessionReducer.reduce(session.state, titled);
                session.title = title;
            });
            return true;
        });
        if (sent) {
            sessions.summaryChanged(session);
        }
    }
}

package ahp.server.sessions;

import ahp.backends.api.BackendTerminals;
import ahp.backends.api.HostTool;
import ahp.backends.api.SessionStart;
import ahp.backends.api.ToolServer;
import ahp.protocol.Json;
import java.net.URI;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import tools.jackson.databind.node.ObjectNode;

/** What the host hands a session's backend when the session starts. */
final class HostSessionStart implements SessionStart {

    private final Sessions sessions;
    private final LiveSession session;
    private final boolean restored;
    private final List<HostTool> tools;

    HostSessionStart(Sessions sessions, LiveSession session, boolean restored) {
        this.sessions = sessions;
        this.session = session;
        this.restored = restored;
        this.tools = SessionTools.bind(sessions, session);
    }

    @Override
    public String session() {
        return session.uri;
    }

    /**
     * The session's working directories; the home folder for a session created with none, where its
     * {@code !} commands and its tools work too (a folder named by nobody is the home folder).
     */
    @Override
    public List<Path> workingDirectories() {
        if (session.workingDirectories.isEmpty()) {
            return List.of(sessions.settings.home());
        }
        return session.workingDirectories.stream().map(folder -> Path.of(URI.create(folder))).toList();
    }

    /** The values of the session's {@code config} as its state holds them now; none when it has no config. */
    @Override
    public ObjectNode config() {
        ObjectNode config = SessionConfigs.of(sessions, session);
        return config != null && config.get("values") instanceof ObjectNode values ? values : Json.MAPPER.createObjectNode();
    }

    @Override
    public boolean restored() {
        return restored;
    }

    @Override
    public Optional<BackendTerminals> terminals() {
        return sessions.host.hasTerminals() ? Optional.of(new HostBackendTerminals(sessions, session)) : Optional.empty();
    }

    @Override
    public List<HostTool> tools() {
        return tools;
    }

    @Override
    public Optional<ToolServer> toolServer(String chat) {
        if (tools.isEmpty() || !session.chats.containsKey(chat)) {
            return Optional.empty();
        }
        return sessions.host.toolServer(chat);
    }

    @Override
    public String keepOutput(String chat, String key, String title, String output, Integer exitCode) {
        LiveChat live = session.chats.get(chat);
        if (live == null) {
            throw new IllegalArgumentException("no chat " + chat + " in " + session.uri);
        }
        SessionWrites.write(sessions, session, live, "an output of " + chat,
                store -> store.saveRetained(session.id, live.id, key, new RetainedOutput(title, output, exitCode, false)));
        return new RetainedLink(RetainedLink.STORAGE, session.uri, chat, key).uri();
    }
}

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

/**
 * What the host hands a session's backend when the session starts. The session's tools are bound as it
 * starts when the host has its terminal store then; a session that starts before the host has one (the
 * daemon brings its sessions back before it attaches its store) binds them when its backend first
 * asks with a store there, so it is offered what a session new at that moment would be, whatever the
 * order the daemon starts in.
 */
final class HostSessionStart implements SessionStart {

    private final Sessions sessions;
    private final LiveSession session;
    private final boolean restored;
    private List<HostTool> tools;

    HostSessionStart(Sessions sessions, LiveSession session, boolean restored) {
        this.sessions = sessions;
        this.session = session;
        this.restored = restored;
        if (sessions.host.hasTerminals()) {
            this.tools = SessionTools.bind(sessions, session);
        }
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

    /** The session's tools, bound at the first ask once the host has a terminal store; none before. */
    @Override
    public synchronized List<HostTool> tools() {
        if (tools == null && sessions.host.hasTerminals()) {
            tools = SessionTools.bind(sessions, session);
        }
        return tools == null ? List.of() : tools;
    }

    @Override
    public Optional<ToolServer> toolServer(String chat) {
        if (tools().isEmpty() || !session.chats.containsKey(chat)) {
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

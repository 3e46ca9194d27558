package ahp.server.sessions;

import ahp.protocol.Action;
import ahp.protocol.Json;
import ahp.protocol.changeset.ChangesetReducer;
import ahp.protocol.changeset.ChangesetState;
import ahp.protocol.session.SessionReducer;
import ahp.server.changeset.ChangesetRefresh;
import ahp.server.changeset.ChangesetUpdate;
import ahp.server.changeset.UncommittedChangeset;
import java.lang.System.Logger.Level;
import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The "Uncommitted Changes" changeset of each session working directory that is a git work tree: its
 * catalogue entry on the session's state ({@code session/changesetsChanged}) and its state on an
 * {@code ahp-changeset:} channel. When a terminal's process exits, the changeset of whichever session
 * directory the terminal was in is read again and, where it changed, sent as
 * {@code changeset/contentChanged}; a terminal outside every session's directory refreshes nothing.
 */
final class SessionChangesets implements AutoCloseable {

    private static final System.Logger LOG = System.getLogger(SessionChangesets.class.getName());

    /** One changeset channel. */
    private static final class Live {
        final String uri;
        final LiveSession session;
        final ObjectNode entry;
        ChangesetState state;

        Live(String uri, LiveSession session, ObjectNode entry, ChangesetState state) {
            this.uri = uri;
            this.session = session;
            this.entry = entry;
            this.state = state;
        }
    }

    private final Sessions sessions;
    private final ChangesetRefresh refresh = new ChangesetRefresh();
    private final Map<String, Live> channels = new ConcurrentHashMap<>();

    SessionChangesets(Sessions sessions) {
        this.sessions = sessions;
    }

    /** Reads the changesets of a new or restored session's directories; completes when each is listed. */
    CompletableFuture<Void> attach(LiveSession session) {
        List<CompletableFuture<?>> reads = new ArrayList<>();
        for (Path folder : folders(session)) {
            reads.add(refresh.refresh(folder).thenAccept(update -> update.ifPresent(u -> show(session, u)))
                    .exceptionally(failed -> {
                        LOG.log(Level.WARNING, "Could not read the changes of " + folder, failed);
                        return null;
                    }));
        }
        return CompletableFuture.allOf(reads.toArray(CompletableFuture[]::new));
    }

    /**
     * A terminal whose process was in {@code directory} exited: the changeset of each session
     * directory holding it is read again.
     */
    void terminalExited(Path directory) {
        Path exited = directory.toAbsolutePath().normalize();
        LOG.log(Level.DEBUG, "A terminal exited in {0}; changesets: {1}", exited, channels.size());
        for (Live live : List.copyOf(channels.values())) {
            for (Path folder : folders(live.session)) {
                if (exited.startsWith(folder)) {
                    refresh.refresh(folder).thenAccept(update -> update.ifPresent(u -> show(live.session, u)));
                }
            }
        }
    }

    boolean has(String uri) {
        return channels.containsKey(uri);
    }

    /** A changeset channel's state; under the sequence lock. */
    ChangesetState state(String uri) {
        Live live = channels.get(uri);
        return live == null ? null : live.state;
    }

    /** Drops a disposed session's channels. */
    void forget(LiveSession session) {
        channels.values().removeIf(live -> {
            if (live.session == session) {
                sessions.host.forgetChannel(live.uri);
                return true;
            }
            return false;
        });
    }

    @Override
    public void close() {
        refresh.close();
    }

    private void show(LiveSession session, ChangesetUpdate update) {
        if (session.disposed) {
            return;
        }
        String uri = UncommittedChangeset.uri(session.id, update.workTree());
        Live live = channels.get(uri);
        if (live == null) {
            ObjectNode entry = UncommittedChangeset.catalogueEntry(session.id, update.workTree());
            Live added = new Live(uri, session, entry, ChangesetState.of(update.state()));
            channels.put(uri, added);
            ArrayNode catalogue = Json.MAPPER.createArrayNode();
            channels.values().stream().filter(c -> c.session == session).forEach(c -> catalogue.add(c.entry));
            ObjectNode changed = Json.MAPPER.createObjectNode().put("type", "session/changesetsChanged");
            changed.set("changesets", catalogue);
            Action action = Json.MAPPER.treeToValue(changed, Action.class);
            sessions.host.publish(session.uri, action, () -> session.state = SessionReducer.reduce(session.state, action));
            return;
        }
        if (!update.changed()) {
            LOG.log(Level.DEBUG, "{0}: unchanged", uri);
            return;
        }
        ObjectNode content = Json.MAPPER.createObjectNode().put("type", "changeset/contentChanged");
        content.set("files", update.state().path("files"));
        if (update.state().has("error")) {
            content.set("error", update.state().path("error"));
        }
        Action action = Json.MAPPER.treeToValue(content, Action.class);
        sessions.host.publish(uri, action, () -> live.state = ChangesetReducer.reduce(live.state, action));
        String status = update.state().path("status").asString("ready");
        if (!status.equals(sessions.host.locked(() -> live.state.status()))) {
            ObjectNode statusChanged = Json.MAPPER.createObjectNode().put("type", "changeset/statusChanged")
                    .put("status", status);
            if ("error".equals(status) && update.state().has("error")) {
                // The error travels with the status too: 1.x clients get no error on contentChanged.
                statusChanged.set("error", update.state().path("error"));
            }
            Action next = Json.MAPPER.treeToValue(statusChanged, Action.class);
            sessions.host.publish(uri, next, () -> live.state = ChangesetReducer.reduce(live.state, next));
        }
    }

    private static List<Path> folders(LiveSession session) {
        List<Path> folders = new ArrayList<>();
        for (String folder : session.workingDirectories) {
            try {
                folders.add(Path.of(new URI(folder)).toAbsolutePath().normalize());
            } catch (Exception unusable) {
                // a folder the session was given that is no path here has no changes to read
            }
        }
        return folders;
    }
}

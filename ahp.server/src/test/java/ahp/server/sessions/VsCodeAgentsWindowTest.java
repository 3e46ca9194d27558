package ahp.server.sessions;

import static ahp.server.testing.AhpTestClient.JSON;
import static ahp.server.testing.AhpTestClient.ROOT;
import static ahp.server.testing.AhpTestClient.params;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.server.daemon.TerminalsMode;
import ahp.server.testing.AhpTestClient;
import ahp.server.testing.Chats;
import ahp.server.testing.Git;
import ahp.server.testing.TestDaemon;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * VS Code's Agents window against the daemon, message for message, as two of its builds send them:
 * 1.141 (stable: it offers {@code 0.10.0, 0.9.0, ...}, names a new session {@code local:/<uuid>} and
 * derives its chat) and main (it offers {@code 1.0.0, 0.10.0, 0.9.0}, declares
 * {@code vscode.ahpSessionUris} and reads the published {@code defaultChat}). The sequence is the one
 * its client code sends, traced in the research note vscode-client-compat-2026-12-02.md from these
 * files of microsoft/vscode:
 * <ul>
 *   <li>{@code src/vs/platform/agentHost/common/agentHostProtocolClient.ts}: {@code initialize} with
 *       {@code clientId}, {@code clientInfo}, {@code _meta}, {@code initialSubscriptions}; the
 *       liveness {@code ping}; after a dropped transport {@code reconnect} with
 *       {@code {clientId, lastSeenServerSeq, subscriptions, _meta}} and no {@code channel};</li>
 *   <li>{@code src/vs/platform/agentHost/browser/remoteAgentHostProtocolClient.ts}: the root config
 *       pushes right after {@code initialize}, each a {@code root/configChanged} with
 *       {@code clientSeq} 0; {@code createSession} with {@code workingDirectories}, {@code config} and
 *       {@code activeClient};</li>
 *   <li>{@code src/vs/platform/agentHost/common/agentHostFileSystemProvider.ts}: {@code watch()} as
 *       {@code createResourceWatch} then {@code subscribe}; {@code stat} as {@code resourceResolve},
 *       {@code readdir} as {@code resourceList}, {@code readFile} as {@code resourceRead} with
 *       {@code encoding: "base64"}, which is how a diff's two sides are read
 *       ({@code src/vs/platform/agentHost/common/agentHostUri.ts});</li>
 *   <li>{@code src/vs/sessions/contrib/agentHost/browser/baseAgentHostSessionsProvider.ts}:
 *       {@code resolveSessionConfig {channel, provider, workingDirectory, config}} before a session,
 *       {@code session/activeClientSet}, {@code session/isReadChanged},
 *       {@code session/isArchivedChanged} and {@code chat/isReadChanged};</li>
 *   <li>{@code src/vs/platform/agentHost/common/state/sessionState.ts}: the derived default chat
 *       {@code ahp-chat://default/<base64url(session URI)>}.</li>
 * </ul>
 */
class VsCodeAgentsWindowTest extends SessionDaemonCase {

    @Override
    protected TestDaemon daemon() {
        return TestDaemon.withSessions(TerminalsMode.PIPES, home, store, Duration.ofSeconds(20));
    }

    @ParameterizedTest
    @ValueSource(strings = {"1.141", "main"})
    void theAgentsWindowConnectsAndWorksAsItsBuildSendsIt(String build) throws Exception {
        boolean stable = build.equals("1.141");
        Path folder = Files.createDirectories(work.resolve("project"));
        Git.committed(folder, "README", "hello\n");
        String clientId = UUID.randomUUID().toString();

        AhpTestClient window = AhpTestClient.connect(daemon.uri(), TestDaemon.OWNER);
        JsonNode initialized = ok(window.request("initialize", initialize(clientId, stable)));
        assertEquals(stable ? "0.9.0" : "1.0.0", initialized.path("protocolVersion").asString(), initialized.toString());
        assertEquals("!", initialized.path("terminalCommandPrefix").asString());
        for (Map.Entry<String, JsonNode> push : configPushes().entrySet()) {
            ObjectNode action = JSON.createObjectNode().put("type", "root/configChanged");
            action.putObject("config").set(push.getKey(), push.getValue());
            ObjectNode dispatch = params(ROOT).put("clientSeq", 0);
            dispatch.set("action", action);
            window.notify("dispatchAction", dispatch);
            window.envelopeOfType(ROOT, "root/configChanged");
        }
        assertTrue(window.request("ping", params(ROOT)).has("result"));
        ok(window.request("listSessions", params(ROOT)));

        String folderUri = folder.toUri().toString();
        ObjectNode watch = params(ROOT).put("uri", folderUri).put("recursive", true);
        watch.putObject("excludes").putArray("items").add("**/.git/objects/**");
        String watchChannel = ok(window.request("createResourceWatch", watch)).path("channel").asString();
        ok(window.request("subscribe", params(watchChannel)));

        String defaultDirectory = initialized.path("defaultDirectory").asString();
        assertEquals("directory", ok(window.request("resourceResolve", params(ROOT).put("uri", defaultDirectory)))
                .path("type").asString());
        ok(window.request("resourceList", params(ROOT).put("uri", defaultDirectory)));
        JsonNode listed = ok(window.request("resourceList", params(ROOT).put("uri", work.toUri().toString())));
        assertTrue(listed.toString().contains("\"project\""), listed.toString());
        ObjectNode resolve = params(ROOT).put("provider", "local").put("workingDirectory", folderUri);
        resolve.putObject("config");
        assertTrue(ok(window.request("resolveSessionConfig", resolve)).has("schema"));

        String session = (stable ? "local:/" : "ahp-session:/") + UUID.randomUUID();
        ObjectNode create = params(session).put("provider", "local");
        create.putArray("workingDirectories").add(folderUri);
        create.putObject("config");
        create.putObject("activeClient").put("clientId", clientId).putArray("tools");
        ok(window.request("createSession", create));
        JsonNode added = window.take(m -> "root/sessionAdded".equals(m.path("method").asString("")));
        assertEquals(session, added.path("params").path("summary").path("resource").asString(), added.toString());
        JsonNode state = ok(window.request("subscribe", params(session))).path("snapshot").path("state");
        String chat = stable ? "ahp-chat://default/" + Base64.getUrlEncoder().withoutPadding()
                .encodeToString(session.getBytes(StandardCharsets.UTF_8)) : state.path("defaultChat").asString();
        ok(window.request("subscribe", params(chat)));
        ObjectNode active = JSON.createObjectNode().put("type", "session/activeClientSet");
        active.putObject("activeClient").put("clientId", clientId).putArray("tools");
        accepted(window, session, active);

        String turn = Chats.send(window, chat, "!printf 'hello, vscode\\n' > README");
        List<JsonNode> turnEnvelopes = Chats.untilEnd(window, chat, turn);
        assertEquals("chat/turnComplete", turnEnvelopes.getLast().path("action").path("type").asString(),
                turnEnvelopes.toString());
        JsonNode changed = window.envelope(watchChannel, e -> e.path("action").toString().contains("README"));
        assertEquals("resourceWatch/changed", changed.path("action").path("type").asString());

        JsonNode catalogue = state.path("changesets");
        if (catalogue.isEmpty()) {
            catalogue = window.envelopeOfType(session, "session/changesetsChanged").path("action").path("changesets");
        }
        String changeset = catalogue.get(0).path("uriTemplate").asString();
        JsonNode files = ok(window.request("subscribe", params(changeset))).path("snapshot").path("state").path("files");
        while (!files.toString().contains("README")) {
            files = window.envelopeOfType(changeset, "changeset/contentChanged").path("action").path("files");
        }
        JsonNode edit = files.get(0).path("edit");
        assertEquals("hello\n", read(window, edit.path("before").path("content").path("uri").asString()));
        assertEquals("hello, vscode\n", read(window, edit.path("after").path("content").path("uri").asString()));

        accepted(window, session, JSON.createObjectNode().put("type", "session/isReadChanged").put("isRead", true));
        long seen = accepted(window, session, JSON.createObjectNode().put("type", "session/isArchivedChanged")
                .put("isArchived", true));

        window.socket().abort();
        owner.request("subscribe", params(session));
        owner.dispatch(session, JSON.createObjectNode().put("type", "session/titleChanged")
                .put("title", "Renamed while away"));
        owner.envelopeOfType(session, "session/titleChanged");

        AhpTestClient back = AhpTestClient.connect(daemon.uri(), TestDaemon.OWNER);
        try {
            ObjectNode reconnect = JSON.createObjectNode().put("clientId", clientId).put("lastSeenServerSeq", seen);
            reconnect.putArray("subscriptions").add(ROOT).add(session).add(chat).add(watchChannel).add(changeset);
            reconnect.putObject("_meta");
            JsonNode resumed = ok(back.request("reconnect", reconnect));
            assertEquals("replay", resumed.path("type").asString(), resumed.toString());
            JsonNode renamed = resumed.path("actions").valueStream()
                    .filter(e -> "session/titleChanged".equals(e.path("action").path("type").asString(""))).findFirst()
                    .orElseThrow(() -> new AssertionError("the rename is replayed: " + resumed));
            assertEquals(session, renamed.path("channel").asString(), "replayed under the session's one name");
            assertTrue(resumed.path("missing").isEmpty(), resumed.toString());
            accepted(back, chat, JSON.createObjectNode().put("type", "chat/isReadChanged").put("isRead", true));
            JsonNode summary = ok(back.request("listSessions", params(ROOT))).path("items").get(0);
            assertEquals(session, summary.path("resource").asString(), summary.toString());
            assertEquals("Renamed while away", summary.path("title").asString(), summary.toString());
        } finally {
            back.close();
        }
    }

    /** {@code initialize} as the build sends it. */
    private static ObjectNode initialize(String clientId, boolean stable) {
        ObjectNode init = params(ROOT).put("clientId", clientId);
        List<String> offer = stable ? List.of("0.10.0", "0.9.0", "0.7.0", "0.6.0", "0.5.2", "0.5.1")
                : List.of("1.0.0", "0.10.0", "0.9.0");
        offer.forEach(init.putArray("protocolVersions")::add);
        init.putObject("clientInfo").put("name", "vscode-agents-window").put("title", "VS Code Agents Window")
                .put("version", stable ? "1.141.0" : "1.142.0");
        ObjectNode meta = init.putObject("_meta").put("vscode.clientConnectionKind", "direct_websocket")
                .put("vscode.telemetryLevel", "all");
        if (!stable) {
            meta.put("vscode.ahpSessionUris", true);
        }
        init.putArray("initialSubscriptions").add(ROOT);
        return init;
    }

    /** The settings VS Code pushes right after {@code initialize}, one action each. */
    private static Map<String, JsonNode> configPushes() {
        var nodes = JSON.getNodeFactory();
        Map<String, JsonNode> pushes = new LinkedHashMap<>();
        pushes.put("telemetryLevel", nodes.stringNode("all"));
        pushes.put("sessionSyncEnabled", nodes.booleanNode(false));
        pushes.put("terminalAutoApproveEnabled", nodes.booleanNode(true));
        pushes.put("globalAutoApproveEnabled", nodes.booleanNode(false));
        pushes.put("autoReplyEnabled", nodes.booleanNode(false));
        pushes.put("preferLongContextEnabled", nodes.booleanNode(false));
        pushes.put("systemProxyEnabled", nodes.booleanNode(true));
        pushes.put("terminalAutoApproveRules", JSON.createObjectNode().put("rm", false));
        pushes.put("codexAgentEnabled", nodes.booleanNode(false));
        return pushes;
    }

    /** Dispatches {@code action} and returns the {@code serverSeq} of its echo, which was not refused. */
    private static long accepted(AhpTestClient client, String channel, ObjectNode action) {
        client.dispatch(channel, action);
        JsonNode echo = client.envelopeOfType(channel, action.path("type").asString());
        assertFalse(echo.has("rejectionReason"), echo.toString());
        return echo.path("serverSeq").asLong();
    }

    private static String read(AhpTestClient client, String uri) {
        JsonNode read = ok(client.request("resourceRead", params(ROOT).put("uri", uri).put("encoding", "base64")));
        return new String(Base64.getDecoder().decode(read.path("data").asString()), StandardCharsets.UTF_8);
    }

    private static JsonNode ok(JsonNode response) {
        assertFalse(response.has("error"), response.toString());
        return response.path("result");
    }
}

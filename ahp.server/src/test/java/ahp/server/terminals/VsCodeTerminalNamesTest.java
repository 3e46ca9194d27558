package ahp.server.terminals;

import static ahp.server.testing.AhpTestClient.params;
import static ahp.server.testing.Terminals.awaitOutput;
import static ahp.server.testing.Terminals.create;
import static ahp.server.testing.Terminals.row;
import static ahp.server.testing.Terminals.rootList;
import static ahp.server.testing.Terminals.subscribe;
import static ahp.server.testing.Terminals.type;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.server.daemon.TerminalsMode;
import ahp.server.testing.AhpTestClient;
import ahp.server.testing.TestDaemon;
import java.nio.file.Path;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/**
 * VS Code names the terminals it opens itself {@code agenthost-terminal:/<id>}: they open, list,
 * stream and dispose like {@code ahp-terminal:/<id>}. Only the retained link this host mints for a
 * chat's terminals, {@code agenthost-terminal://shell/<session>/<tool call>?<JSON query>}, is refused.
 */
class VsCodeTerminalNamesTest {

    @TempDir
    Path home;

    private TestDaemon daemon;
    private AhpTestClient owner;

    /** A fresh terminal name in VS Code's own spelling. */
    static String vsCodeUri() {
        return "agenthost-terminal:/" + UUID.randomUUID();
    }

    @BeforeEach
    void start() {
        daemon = TestDaemon.withTerminals(TerminalsMode.PIPES, home);
        owner = AhpTestClient.initialized(daemon.uri(), TestDaemon.OWNER, "owner", "0.9.0");
    }

    @AfterEach
    void stop() {
        owner.close();
        daemon.close();
    }

    @Test
    void vsCodesOwnNameOpensListsStreamsAndDisposes() {
        String uri = vsCodeUri();
        JsonNode created = create(owner, uri, null);
        assertTrue(created.has("result") && created.path("result").isNull(), created.toString());
        JsonNode listed = row(rootList(owner, rows -> !row(rows, uri).isMissingNode()), uri);
        assertEquals("bash", listed.path("title").asString());
        assertEquals("running", listed.path("lifecycle").path("status").asString());
        try (AhpTestClient member = AhpTestClient.initialized(daemon.uri(), TestDaemon.MEMBER, "member", "0.9.0")) {
            subscribe(member, uri);
            subscribe(owner, uri);
            type(owner, uri, "echo vs-$((40+2))\n");
            awaitOutput(member, uri, "vs-42");
        }
        assertEquals("Terminal already exists: " + uri, create(owner, uri, null).path("error").path("message")
                .asString());
        JsonNode disposed = owner.request("disposeTerminal", params(uri));
        assertTrue(disposed.path("result").isNull(), disposed.toString());
        rootList(owner, rows -> row(rows, uri).isMissingNode());
        assertEquals(-32001, owner.request("subscribe", params(uri)).path("error").path("code").asInt());
    }

    @Test
    void theRetainedLinkIsRefusedWithMinus32003InEverySpelling() {
        String query = "{\"storage\":\"local\",\"session\":\"ahp-session:/s\",\"chat\":\"ahp-chat:/c\",\"toolCall\":\"t1\"}";
        for (String uri : List.of(
                "agenthost-terminal://shell/s/t1",
                "agenthost-terminal://shell/s/t1?" + query,
                "AgentHost-Terminal://shell/s/t1?" + java.net.URLEncoder.encode(query, java.nio.charset.StandardCharsets.UTF_8))) {
            JsonNode error = create(owner, uri, null).path("error");
            assertEquals(-32003, error.path("code").asInt(), uri + ": " + error);
            assertTrue(error.path("message").asString().contains("reserved"), error.toString());
        }
    }
}

package ahp.server.terminals;

import static ahp.server.testing.AhpTestClient.JSON;
import static ahp.server.testing.AhpTestClient.ROOT;
import static ahp.server.testing.AhpTestClient.params;
import static ahp.server.testing.Terminals.newUri;
import static ahp.server.testing.Terminals.row;
import static ahp.server.testing.Terminals.rootList;
import static ahp.server.testing.Terminals.subscribe;
import static ahp.server.testing.Terminals.type;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.server.daemon.TerminalsMode;
import ahp.server.testing.AhpTestClient;
import ahp.server.testing.TestDaemon;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The root list under a burst: many terminals exiting together are listed in a few coalesced lists,
 * not one whole list per exit, so a client subscribed to all of them keeps up and sees every exit.
 */
class RootListBurstTest {

    private static final int TERMINALS = 200;

    /** Small enough that a whole list per exit (200 × 200 rows) would overflow a lagging client. */
    private static final long QUEUE_BOUND = 1024 * 1024;

    @TempDir
    Path home;

    @Test
    void aBurstOfExitsIsListedInAFewListsAndEveryExitArrives() {
        try (TestDaemon daemon = TestDaemon.withTerminalsQueueBound(TerminalsMode.PIPES, home, QUEUE_BOUND);
                AhpTestClient client = AhpTestClient.initialized(daemon.uri(), TestDaemon.OWNER, "burst", "0.9.0")) {
            List<String> uris = new ArrayList<>();
            List<Long> creates = new ArrayList<>();
            for (int i = 0; i < TERMINALS; i++) {
                String uri = newUri();
                uris.add(uri);
                creates.add(client.requestLater("createTerminal", waitingShell(uri)));
            }
            for (long id : creates) {
                JsonNode answer = client.responseTo(id);
                assertTrue(answer.path("result").isNull() && !answer.has("error"), answer.toString());
            }
            for (String uri : uris) {
                subscribe(client, uri);
            }
            long before = client.envelope(ROOT, envelope -> isRootList(envelope)
                    && every(envelope.path("action").path("terminals"), uris, "running")).path("serverSeq").asLong();

            for (String uri : uris) {
                type(client, uri, "\n");
            }

            Set<String> exited = new HashSet<>();
            int lists = 0;
            boolean allListedExited = false;
            while (exited.size() < TERMINALS || !allListedExited) {
                JsonNode envelope = client.take(message -> "action".equals(message.path("method").asString(""))
                        && message.path("params").path("serverSeq").asLong() > before).path("params");
                String channel = envelope.path("channel").asString("");
                if ("terminal/exited".equals(envelope.path("action").path("type").asString(""))) {
                    assertEquals(7, envelope.path("action").path("exitCode").asInt(), envelope.toString());
                    exited.add(channel);
                } else if (isRootList(envelope)) {
                    lists++;
                    allListedExited = every(envelope.path("action").path("terminals"), uris, "exited");
                }
            }
            assertEquals(Set.copyOf(uris), exited);
            assertTrue(lists < TERMINALS / 2, lists + " root lists for " + TERMINALS + " exits");
            assertEquals(TERMINALS, daemon.host().terminalCount());
            assertEquals(1, daemon.host().connectionCount(), "the client was cut off");
            assertFalse(client.socket().isClosed(), "the client was cut off");
        }
    }

    @Test
    void aLoneTitleChangeIsStillListed() {
        try (TestDaemon daemon = TestDaemon.withTerminals(TerminalsMode.PIPES, home);
                AhpTestClient client = AhpTestClient.initialized(daemon.uri(), TestDaemon.OWNER, "title", "0.9.0")) {
            String uri = newUri();
            assertTrue(client.request("createTerminal", params(uri).put("name", "build")).path("result").isNull());
            rootList(client, rows -> row(rows, uri).path("title").asString("").equals("build"));
            // Right after the create's list, so this change falls in the window and waits for its end.
            client.dispatch(uri, JSON.createObjectNode().put("type", "terminal/titleChanged").put("title", "deploy"));
            rootList(client, rows -> row(rows, uri).path("title").asString("").equals("deploy"));
            client.dispatch(uri, JSON.createObjectNode().put("type", "terminal/titleChanged").put("title", "ship"));
            client.dispatch(uri, JSON.createObjectNode().put("type", "terminal/titleChanged").put("title", "done"));
            JsonNode last = rootList(client, rows -> row(rows, uri).path("title").asString("").equals("done"));
            assertEquals(1, last.size());
        }
    }

    /** A terminal whose shell waits for a line, then exits 7. */
    private ObjectNode waitingShell(String uri) {
        ObjectNode meta = JSON.createObjectNode()
                .put("ahp.command", "read go; exit 7")
                .put("ahp.shell", "/bin/sh");
        ObjectNode params = params(uri).put("cwd", home.toUri().toString());
        params.set("_meta", meta);
        return params;
    }

    private static boolean isRootList(JsonNode envelope) {
        return "root/terminalsChanged".equals(envelope.path("action").path("type").asString(""));
    }

    private static boolean every(JsonNode rows, List<String> uris, String status) {
        for (String uri : uris) {
            if (!status.equals(row(rows, uri).path("lifecycle").path("status").asString(""))) {
                return false;
            }
        }
        return true;
    }
}

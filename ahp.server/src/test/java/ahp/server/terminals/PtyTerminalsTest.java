package ahp.server.terminals;

import static ahp.server.testing.AhpTestClient.JSON;
import static ahp.server.testing.AhpTestClient.params;
import static ahp.server.testing.Terminals.awaitOutput;
import static ahp.server.testing.Terminals.create;
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
import ahp.server.testing.Terminals;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/** Terminals under a real pseudoterminal, through the protocol. */
class PtyTerminalsTest {

    @TempDir
    Path home;

    private TestDaemon daemon;
    private AhpTestClient owner;

    @BeforeEach
    void start() {
        daemon = TestDaemon.withTerminals(TerminalsMode.PTY, home);
        owner = AhpTestClient.initialized(daemon.uri(), TestDaemon.OWNER, "owner", "0.9.0");
    }

    @AfterEach
    void stop() {
        owner.close();
        daemon.close();
    }

    @Test
    void aShellIsListedOnceItHasPrintedAndItsScrollbackHoldsThePrompt() {
        String uri = newUri();
        JsonNode created = create(owner, uri, JSON.createObjectNode().put("cols", 100).put("rows", 30));
        assertTrue(created.path("result").isNull(), created.toString());
        JsonNode state = subscribe(owner, uri).path("state");
        assertTrue(state.path("isPty").asBoolean());
        assertFalse(Terminals.text(state).isEmpty(), "listed and answered after the shell printed");
        assertFalse(row(rootList(owner, rows -> !row(rows, uri).isMissingNode()), uri).isMissingNode());
        type(owner, uri, "stty size\r");
        awaitOutput(owner, uri, "30 100");
    }

    @Test
    void aResizeReachesTheShellAndCtrlCInterruptsTheForegroundJob() {
        String uri = newUri();
        create(owner, uri, null);
        subscribe(owner, uri);
        owner.dispatch(uri, JSON.createObjectNode().put("type", "terminal/resized").put("cols", 132).put("rows", 43));
        JsonNode resized = owner.envelopeOfType(uri, "terminal/resized");
        assertEquals(132, resized.path("action").path("cols").asInt());
        type(owner, uri, "stty size\r");
        awaitOutput(owner, uri, "43 132");
        type(owner, uri, "sleep 100; echo slept\r");
        type(owner, uri, "\u0003");
        type(owner, uri, "echo after-$((40+2))\r");
        String seen = awaitOutput(owner, uri, "after-42");
        assertFalse(seen.contains("\nslept"), "the sleep was interrupted, not finished: " + seen);
        type(owner, uri, "exit 7\r");
        assertEquals(7, owner.envelopeOfType(uri, "terminal/exited").path("action").path("exitCode").asInt());
        assertTrue(owner.request("disposeTerminal", params(uri)).path("result").isNull());
    }
}

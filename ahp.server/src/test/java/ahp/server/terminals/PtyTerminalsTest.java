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
import ahp.server.testing.Await;
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
        // The prompt reads "ready2> " only once shown (the typed line holds "ready$((1+1))> ").
        type(owner, uri, "stty size; PS1='ready$((1+1))> '\r");
        assertTrue(awaitOutput(owner, uri, "ready2> ").contains("43 132"));
        type(owner, uri, "sleep 100; echo slept\r");
        // As a person would: ^C once the command runs (a ^C typed ahead also flushes what was typed).
        Await.until("the sleep to run", () -> ProcessHandle.current().descendants().anyMatch(p ->
                p.info().commandLine().orElse("").endsWith("sleep 100")));
        type(owner, uri, "\u0003");
        Await.until("the sleep to be interrupted", () -> ProcessHandle.current().descendants().noneMatch(p ->
                p.info().commandLine().orElse("").endsWith("sleep 100")));
        awaitOutput(owner, uri, "ready2> ");
        type(owner, uri, "echo after-$((40+2))\r");
        String seen = awaitOutput(owner, uri, "after-42");
        assertFalse(seen.contains("\nslept"), "the sleep was interrupted, not finished: " + seen);
        type(owner, uri, "exit 7\r");
        assertEquals(7, owner.envelopeOfType(uri, "terminal/exited").path("action").path("exitCode").asInt());
        assertTrue(owner.request("disposeTerminal", params(uri)).path("result").isNull());
    }

    @Test
    void theShellsOwnCommandMarksReachTheClient() {
        String uri = newUri();
        create(owner, uri, null);
        subscribe(owner, uri);
        type(owner, uri, "sh -c 'exit 4'\r");
        JsonNode executed = owner.envelopeOfType(uri, "terminal/commandExecuted").path("action");
        assertEquals("sh -c 'exit 4'", executed.path("commandLine").asString());
        JsonNode finished = owner.envelopeOfType(uri, "terminal/commandFinished").path("action");
        assertEquals(executed.path("commandId").asString(), finished.path("commandId").asString());
        assertEquals(4, finished.path("exitCode").asInt());
        JsonNode state = subscribe(owner, uri).path("state");
        assertTrue(state.path("supportsCommandDetection").asBoolean());
        assertTrue(state.path("content").findValues("commandLine").stream().anyMatch(
                line -> line.asString().equals("sh -c 'exit 4'")), state.toString());
    }
}

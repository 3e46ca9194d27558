package ahp.server.terminals;

import static ahp.server.testing.AhpTestClient.JSON;
import static ahp.server.testing.AhpTestClient.ROOT;
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
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/** Terminals through the protocol, on real shells on pipes, over real WebSockets. */
class TerminalsTest {

    @TempDir
    Path home;

    private TestDaemon daemon;
    private AhpTestClient owner;

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
    void aTerminalIsListedThenAnsweredAndRunsWhatIsTyped() {
        String uri = newUri();
        long id = owner.requestLater("createTerminal", params(uri).put("cwd", home.toUri().toString()));
        JsonNode listed = rootList(owner, rows -> !row(rows, uri).isMissingNode());
        JsonNode answer = owner.responseTo(id);
        assertTrue(answer.has("result") && answer.path("result").isNull(), answer.toString());
        JsonNode entry = row(listed, uri);
        assertEquals("bash", entry.path("title").asString());
        assertEquals("client", entry.path("claim").path("kind").asString());
        assertEquals("", entry.path("claim").path("clientId").asString(), "no claim sent: a client's with no id");
        assertEquals("running", entry.path("lifecycle").path("status").asString());

        JsonNode state = subscribe(owner, uri).path("state");
        assertFalse(state.path("isPty").asBoolean(true));
        assertEquals(80, state.path("cols").asInt());
        assertEquals(24, state.path("rows").asInt());
        long seq = type(owner, uri, "echo hi-$((6*7))\n");
        JsonNode echo = owner.envelopeOfType(uri, "terminal/input");
        assertEquals(seq, echo.path("origin").path("clientSeq").asLong());
        assertEquals("owner", echo.path("origin").path("clientId").asString());
        awaitOutput(owner, uri, "hi-42");
    }

    @Test
    void theClaimIsTakenAsSent() {
        String uri = newUri();
        ObjectNode params = JSON.createObjectNode();
        params.putObject("claim").put("kind", "session").put("session", "ahp-session:/s1").put("chat", "ahp-chat:/c1");
        create(owner, uri, params);
        JsonNode claim = row(rootList(owner, rows -> !row(rows, uri).isMissingNode()), uri).path("claim");
        assertEquals("session", claim.path("kind").asString());
        assertEquals("ahp-chat:/c1", claim.path("chat").asString());
    }

    @Test
    void aUriInUseIsRefused() {
        String uri = newUri();
        assertTrue(create(owner, uri, null).path("result").isNull());
        JsonNode error = create(owner, uri, null).path("error");
        assertEquals(-32010, error.path("code").asInt());
        assertEquals("Terminal already exists: " + uri, error.path("message").asString());
        JsonNode reserved = create(owner, "agenthost-terminal://shell/s/t", null).path("error");
        assertEquals(-32003, reserved.path("code").asInt());
    }

    @Test
    void disposeEndsTheShellAndTakesTheRowOffAndAnUnknownOneIsNull() throws Exception {
        String uri = newUri();
        create(owner, uri, null);
        subscribe(owner, uri);
        type(owner, uri, "echo $$\n");
        long pid = Long.parseLong(awaitOutput(owner, uri, "\n").strip());
        assertTrue(ProcessHandle.of(pid).isPresent());
        JsonNode disposed = owner.request("disposeTerminal", params(uri));
        assertTrue(disposed.has("result") && disposed.path("result").isNull(), disposed.toString());
        rootList(owner, rows -> row(rows, uri).isMissingNode());
        Await.until("the shell to be gone", () -> ProcessHandle.of(pid).map(p -> !p.isAlive()).orElse(true));
        JsonNode unknown = owner.request("disposeTerminal", params(uri));
        assertTrue(unknown.has("result") && unknown.path("result").isNull(), unknown.toString());
        assertEquals(-32001, owner.request("subscribe", params(uri)).path("error").path("code").asInt());
    }

    @Test
    void aLateSubscriberIsSentTheWholeScrollback() {
        String uri = newUri();
        create(owner, uri, null);
        subscribe(owner, uri);
        type(owner, uri, "echo first-line; echo second-line\n");
        awaitOutput(owner, uri, "second-line");
        try (AhpTestClient late = AhpTestClient.initialized(daemon.uri(), TestDaemon.MEMBER, "late", "0.9.0")) {
            String scrollback = Terminals.text(subscribe(late, uri).path("state"));
            assertTrue(scrollback.contains("first-line\nsecond-line\n"), scrollback);
            type(owner, uri, "echo third-line\n");
            awaitOutput(late, uri, "third-line");
        }
    }

    @Test
    void aSubscriberJoiningWhileOutputStreamsMissesNothingAndSeesNothingTwice() {
        String uri = newUri();
        create(owner, uri, null);
        subscribe(owner, uri);
        // A shell loop, slower than seq: the late client subscribes while it prints.
        type(owner, uri, "i=1; while [ $i -le 100000 ]; do echo $i; i=$((i+1)); done; echo seq-done\n");
        awaitOutput(owner, uri, "\n2000\n");
        try (AhpTestClient late = AhpTestClient.initialized(daemon.uri(), TestDaemon.MEMBER, "late", "0.9.0")) {
            String snapshot = Terminals.text(subscribe(late, uri).path("state"));
            String seen = snapshot.contains("seq-done\n") ? snapshot : snapshot + awaitOutput(late, uri, "seq-done\n");
            // The scrollback is capped, so the snapshot may begin inside a line: skip to the first whole one.
            String[] lines = seen.substring(seen.indexOf('\n') + 1).split("\n");
            int expected = Integer.parseInt(lines[0]);
            for (String line : lines) {
                if (line.equals("seq-done")) {
                    break;
                }
                assertEquals(Integer.toString(expected), line, "the line after " + (expected - 1));
                expected++;
            }
            assertEquals(100_001, expected, "the last number seen before seq-done, plus one");
        }
    }

    @Test
    void aCommandInMetaRunsInTheNamedShellAndExitsWithItsCode() {
        String uri = newUri();
        ObjectNode meta = JSON.createObjectNode()
                .put("ahp.command", "read go; echo \"ran in $0: $((6*7))\"; exit 3")
                .put("ahp.shell", "/bin/sh");
        ObjectNode extra = JSON.createObjectNode();
        extra.set("_meta", meta);
        assertTrue(create(owner, uri, extra).path("result").isNull());
        subscribe(owner, uri);
        type(owner, uri, "\n");
        assertEquals(3, owner.envelopeOfType(uri, "terminal/exited").path("action").path("exitCode").asInt());
        String output = Terminals.text(subscribe(owner, uri).path("state"));
        assertTrue(output.contains("ran in /bin/sh: 42"), output);
    }

    @Test
    void aShellInMetaMustBeAnAbsoluteExecutableAndACommandAString() {
        for (ObjectNode meta : List.of(
                JSON.createObjectNode().put("ahp.shell", "sh"),
                JSON.createObjectNode().put("ahp.shell", home.toString()),
                JSON.createObjectNode().put("ahp.command", 42))) {
            String uri = newUri();
            ObjectNode extra = JSON.createObjectNode();
            extra.set("_meta", meta);
            JsonNode error = create(owner, uri, extra).path("error");
            assertEquals(-32602, error.path("code").asInt(), meta.toString());
            assertTrue(error.path("message").asString().contains("_meta"), error.toString());
            JsonNode listed = owner.request("subscribe", params(ROOT)).path("result").path("snapshot").path("state");
            assertTrue(row(listed.path("terminals"), uri).isMissingNode(), "nothing was opened for " + meta);
        }
    }

    @Test
    void anExitIsSentAndListedInEveryVersionsShape() {
        String uri = newUri();
        create(owner, uri, null);
        try (AhpTestClient old = AhpTestClient.initialized(daemon.uri(), TestDaemon.MEMBER, "old", "0.8.0");
                AhpTestClient oldest = AhpTestClient.initialized(daemon.uri(), TestDaemon.MEMBER, "oldest", "0.5.1")) {
            subscribe(owner, uri);
            subscribe(old, uri);
            assertFalse(subscribe(oldest, uri).path("state").has("isPty"), "0.5.1 has no isPty");
            type(owner, uri, "exit 3\n");
            assertEquals(3, owner.envelopeOfType(uri, "terminal/exited").path("action").path("exitCode").asInt());
            assertEquals(3, old.envelopeOfType(uri, "terminal/exited").path("action").path("exitCode").asInt());

            JsonNode latest = row(rootList(owner, rows -> row(rows, uri).has("lifecycle")
                    && row(rows, uri).path("lifecycle").path("status").asString().equals("exited")), uri);
            assertEquals(3, latest.path("lifecycle").path("exitCode").asInt());
            assertFalse(latest.has("exitCode"));
            for (AhpTestClient client : List.of(old, oldest)) {
                JsonNode legacy = row(rootList(client, rows -> row(rows, uri).has("exitCode")), uri);
                assertEquals(3, legacy.path("exitCode").asInt());
                assertFalse(legacy.has("lifecycle"), legacy.toString());
                JsonNode state = subscribe(client, uri).path("state");
                assertEquals(3, state.path("exitCode").asInt());
                assertFalse(state.has("lifecycle"));
            }
            JsonNode state = subscribe(owner, uri).path("state");
            assertEquals("exited", state.path("lifecycle").path("status").asString());
            assertEquals(3, state.path("lifecycle").path("exitCode").asInt());

            type(owner, uri, "echo too late\n");
            JsonNode refused = owner.envelope(uri, envelope -> envelope.has("rejectionReason"));
            assertEquals("The terminal has exited", refused.path("rejectionReason").asString());
        }
    }

    @Test
    void aNewTitleOrClaimIsListedAgain() {
        String uri = newUri();
        create(owner, uri, JSON.createObjectNode().put("name", "build"));
        rootList(owner, rows -> row(rows, uri).path("title").asString("").equals("build"));
        owner.dispatch(uri, JSON.createObjectNode().put("type", "terminal/titleChanged").put("title", "deploy"));
        rootList(owner, rows -> row(rows, uri).path("title").asString("").equals("deploy"));
        ObjectNode claimed = JSON.createObjectNode().put("type", "terminal/claimed");
        claimed.putObject("claim").put("kind", "client").put("clientId", "owner");
        owner.dispatch(uri, claimed);
        rootList(owner, rows -> row(rows, uri).path("claim").path("clientId").asString("").equals("owner"));
    }

    @Test
    void theShellStartsInTheFolderNamedOrElseInHome() throws Exception {
        Path work = Files.createDirectory(home.resolve("work dir"));
        assertEquals(work.toString(), pwd(work.toUri().toString()));
        assertEquals(work.toString(), pwd(work.toString()));
        assertEquals(home.toString(), pwd(home.resolve("not-there").toString()));
        assertEquals(home.toString(), pwd("https://example.com/x"));
        assertEquals(home.toString(), pwd(null));
    }

    @Test
    void defaultShellOpensClientTerminalsWhereItCanRun() {
        ObjectNode push = JSON.createObjectNode().put("type", "root/configChanged");
        push.putObject("config").put("defaultShell", "/bin/dash");
        owner.dispatch(ROOT, push);
        owner.envelopeOfType(ROOT, "root/configChanged");
        String uri = newUri();
        create(owner, uri, null);
        assertEquals("dash", row(rootList(owner, rows -> !row(rows, uri).isMissingNode()), uri).path("title").asString());

        ObjectNode missing = JSON.createObjectNode().put("type", "root/configChanged");
        missing.putObject("config").put("defaultShell", "/nowhere/zsh");
        owner.dispatch(ROOT, missing);
        owner.envelopeOfType(ROOT, "root/configChanged");
        String other = newUri();
        create(owner, other, null);
        assertEquals("bash", row(rootList(owner, rows -> !row(rows, other).isMissingNode()), other).path("title").asString());
    }

    @Test
    void aClientMaySubscribeBeforeItsCreateIsAnswered() {
        String uri = newUri();
        long create = owner.requestLater("createTerminal", params(uri));
        JsonNode snapshot = subscribe(owner, uri);
        assertEquals(uri, snapshot.path("resource").asString());
        assertTrue(owner.responseTo(create).path("result").isNull());
    }

    @Test
    void aReconnectingClientIsReplayedItsTerminalsAndToldWhichAreGone() {
        String kept = newUri();
        String gone = newUri();
        create(owner, kept, null);
        create(owner, gone, null);
        long seen;
        try (AhpTestClient phone = AhpTestClient.initialized(daemon.uri(), TestDaemon.MEMBER, "phone", "0.8.0")) {
            subscribe(phone, kept);
            seen = subscribe(phone, gone).path("fromSeq").asLong();
        }
        subscribe(owner, kept);
        type(owner, kept, "echo while-away\n");
        awaitOutput(owner, kept, "while-away");
        owner.request("disposeTerminal", params(gone));
        try (AhpTestClient back = AhpTestClient.connect(daemon.uri(), TestDaemon.MEMBER)) {
            ObjectNode resume = params(ROOT).put("clientId", "phone").put("lastSeenServerSeq", seen);
            resume.putArray("subscriptions").add(kept).add(gone);
            JsonNode result = back.request("reconnect", resume).path("result");
            assertEquals("replay", result.path("type").asString(), result.toString());
            assertEquals(List.of(gone), List.of(result.path("missing").get(0).asString()));
            StringBuilder replayed = new StringBuilder();
            for (JsonNode envelope : result.path("actions")) {
                assertEquals(kept, envelope.path("channel").asString());
                if (envelope.path("action").path("type").asString().equals("terminal/data")) {
                    replayed.append(envelope.path("action").path("data").asString());
                }
            }
            assertTrue(replayed.toString().contains("while-away"), result.toString());
            type(owner, kept, "echo live-again\n");
            awaitOutput(back, kept, "live-again");
        }
    }

    private String pwd(String cwd) {
        String uri = newUri();
        ObjectNode params = JSON.createObjectNode();
        if (cwd != null) {
            params.put("cwd", cwd);
        }
        assertTrue(create(owner, uri, params).path("result").isNull());
        subscribe(owner, uri);
        type(owner, uri, "pwd\n");
        String line = awaitOutput(owner, uri, "\n");
        owner.request("disposeTerminal", params(uri));
        return line.strip();
    }
}

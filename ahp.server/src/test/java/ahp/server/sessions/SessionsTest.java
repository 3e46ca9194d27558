package ahp.server.sessions;

import static ahp.server.testing.AhpTestClient.ROOT;
import static ahp.server.testing.AhpTestClient.params;
import static ahp.server.testing.Chats.result;
import static ahp.server.testing.Chats.send;
import static ahp.server.testing.Chats.terminal;
import static ahp.server.testing.Chats.text;
import static ahp.server.testing.Chats.untilEnd;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.server.daemon.TerminalsMode;
import ahp.server.testing.AhpTestClient;
import ahp.server.testing.Chats;
import ahp.server.testing.TestDaemon;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Sessions and chats over AHP: create, list, read, dispose, the grants, and what outlives a terminal
 * and the daemon: local turns and retained terminals, kept in the session store.
 */
class SessionsTest extends SessionDaemonCase {





    @Override
    protected TestDaemon daemon() {
        return TestDaemon.withSessions(TerminalsMode.PIPES, home, store, Duration.ofSeconds(20));
    }

    @Test
    void aSessionIsAnnouncedListedAndReadWithItsDefaultChat() {
        JsonNode root = owner.request("subscribe", params(ROOT)).path("result").path("snapshot").path("state");
        assertEquals("local", root.path("agents").get(0).path("provider").asString());
        Chats.Opened opened = Chats.open(owner, work);
        JsonNode added = owner.take(m -> "root/sessionAdded".equals(m.path("method").asString("")));
        assertEquals(opened.session(), added.path("params").path("summary").path("resource").asString());
        JsonNode page = owner.request("listSessions", params(ROOT)).path("result");
        assertEquals(opened.session(), page.path("items").get(0).path("resource").asString());
        assertEquals(work.toUri().toString(), page.path("items").get(0).path("workingDirectories").get(0).asString());
        JsonNode session = owner.request("subscribe", params(opened.session())).path("result").path("snapshot").path("state");
        assertEquals("local", session.path("provider").asString());
        assertEquals(opened.chat(), session.path("chats").get(0).path("resource").asString());
        JsonNode active = owner.envelopeOfType(ROOT, "root/activeSessionsChanged");
        assertEquals(1, active.path("action").path("activeSessions").asInt());
    }

    @Test
    void wrongSessionsAreRefusedWithTheirCodes() {
        Chats.Opened opened = Chats.open(owner, work);
        assertEquals(-32003, owner.request("createSession", params(opened.session())).path("error").path("code").asInt());
        for (String bad : new String[] {"ahp-session:/../x", "ahp-session:/a/b", "file:///tmp/x", "ahp-session:/"}) {
            assertEquals(-32602, owner.request("createSession", params(bad)).path("error").path("code").asInt(), bad);
        }
        ObjectNode unknown = params("ahp-session:/" + UUID.randomUUID()).put("provider", "nobody");
        assertEquals(-32002, owner.request("createSession", unknown).path("error").path("code").asInt());
        assertEquals(-32602, owner.request("listSessions", params(ROOT).put("cursor", "nope")).path("error").path("code").asInt());
    }

    @Test
    void aGuestListsSessionsButReadsNoChatAndSendsNoTurn() {
        Chats.Opened opened = Chats.open(owner, work);
        try (AhpTestClient guest = AhpTestClient.initialized(daemon.uri(), TestDaemon.GUEST, "guest", "0.9.0")) {
            assertEquals(opened.session(), guest.request("listSessions", params(ROOT)).path("result").path("items").get(0)
                    .path("resource").asString());
            assertTrue(guest.request("subscribe", params(opened.session())).has("result"));
            assertEquals(-32009, guest.request("subscribe", params(opened.chat())).path("error").path("code").asInt());
            assertEquals(-32009, guest.request("createSession", params("ahp-session:/" + UUID.randomUUID()))
                    .path("error").path("code").asInt());
            long seq = guest.dispatch(opened.chat(), Chats.turnStarted("t-guest", "!echo no"));
            JsonNode echo = guest.envelope(opened.chat(), e -> e.path("origin").path("clientSeq").asLong() == seq);
            assertTrue(echo.path("rejectionReason").asString().contains("chat:send"), echo.toString());
        }
    }

    @Test
    void aDisposedTerminalIsAnsweredFromWhatWasKept() {
        Chats.Opened opened = Chats.open(owner, work);
        JsonNode result = result(untilEnd(owner, opened.chat(), send(owner, opened.chat(), "!echo kept-output; (exit 4)")));
        String terminal = terminal(result).path("resource").asString();
        assertTrue(owner.request("disposeTerminal", params(terminal)).path("result").isNull());
        JsonNode state = owner.request("subscribe", params(terminal)).path("result").path("snapshot").path("state");
        assertEquals("exited", state.path("lifecycle").path("status").asString(), state.toString());
        assertEquals(4, state.path("lifecycle").path("exitCode").asInt());
        assertTrue(ahp.server.testing.Terminals.text(state).contains("kept-output"), state.toString());
        assertEquals("Terminal", state.path("title").asString());
        assertEquals(opened.chat(), state.path("claim").path("chat").asString());
        assertEquals(-32003, owner.request("createTerminal", params(terminal)).path("error").path("code").asInt());
    }

    @Test
    void aRestartBringsBackACommandOnlySessionAndItsTerminal() {
        Chats.Opened opened = Chats.open(owner, work);
        JsonNode result = result(untilEnd(owner, opened.chat(), send(owner, opened.chat(), "!echo after-restart")));
        String terminal = terminal(result).path("resource").asString();
        restart();
        JsonNode listed = owner.request("listSessions", params(ROOT)).path("result").path("items").get(0);
        assertEquals(opened.session(), listed.path("resource").asString());
        assertEquals("echo after-restart", listed.path("title").asString());
        JsonNode chat = owner.request("subscribe", params(opened.chat())).path("result").path("snapshot").path("state");
        assertEquals(1, chat.path("turns").size(), chat.toString());
        assertEquals("!echo after-restart", chat.path("turns").get(0).path("message").path("text").asString());
        JsonNode rebuilt = owner.request("subscribe", params(terminal)).path("result").path("snapshot").path("state");
        assertEquals("exited", rebuilt.path("lifecycle").path("status").asString(), rebuilt.toString());
        assertTrue(ahp.server.testing.Terminals.text(rebuilt).contains("after-restart"), rebuilt.toString());
        assertEquals("after-restart", text(result));
    }

    @Test
    void aTurnsEndLeavesTheSessionFileAloneWhenOnlyItsDateChangedAndARestartDatesItFromItsTurns() throws Exception {
        Chats.Opened opened = Chats.open(owner, work);
        untilEnd(owner, opened.chat(), send(owner, opened.chat(), "!echo one"));
        Path sessionFile = store.resolve(opened.session().substring("ahp-session:/".length())).resolve("session.json");
        ahp.server.testing.Await.until("the first turn's end to write the session's new title", Duration.ofSeconds(10),
                () -> "echo one".equals(readJson(sessionFile).path("title").asString("")));
        String second = send(owner, opened.chat(), "!echo two");
        untilEnd(owner, opened.chat(), second);
        JsonNode before = owner.request("listSessions", params(ROOT)).path("result").path("items").get(0);
        restart(); // a stopping daemon finishes what its turns' ends write
        JsonNode file = readJson(sessionFile);
        JsonNode listed = owner.request("listSessions", params(ROOT)).path("result").path("items").get(0);
        JsonNode chat = owner.request("subscribe", params(opened.chat())).path("result").path("snapshot").path("state");
        String secondStarted = chat.path("turns").get(1).path("startedAt").asString();
        // The first turn's end titled the session, so the file was written then; the second changed
        // only the date, which the kept turn says: the file still has the first turn's date.
        assertEquals("echo one", file.path("title").asString(), file.toString());
        assertTrue(file.path("modifiedAt").asString().compareTo(secondStarted) < 0, file + " against " + secondStarted);
        assertTrue(java.time.Instant.parse(listed.path("modifiedAt").asString())
                .compareTo(java.time.Instant.parse(secondStarted)) >= 0, listed + " against " + secondStarted);
        assertEquals(before.path("title").asString(), listed.path("title").asString());
    }

    @Test
    void aTruncationDropsTheTurnsItCutWithWhatTheirTerminalsKept() throws Exception {
        Chats.Opened opened = Chats.open(owner, work);
        String kept = send(owner, opened.chat(), "!echo one");
        untilEnd(owner, opened.chat(), kept);
        JsonNode second = result(untilEnd(owner, opened.chat(), send(owner, opened.chat(), "!echo two")));
        String dropped = terminal(second).path("resource").asString();
        owner.request("disposeTerminal", params(dropped));
        assertTrue(owner.request("subscribe", params(dropped)).has("result"), "kept before the truncation");
        owner.dispatch(opened.chat(), ahp.server.testing.AhpTestClient.JSON.createObjectNode()
                .put("type", "chat/truncated").put("turnId", kept));
        owner.envelopeOfType(opened.chat(), "chat/truncated");
        String sessionId = opened.session().substring("ahp-session:/".length());
        Path turns = store.resolve(sessionId).resolve("chats").resolve(SessionIds.DEFAULT_CHAT_ID).resolve("turns");
        ahp.server.testing.Await.until("the cut turn's file to go", () -> {
            try (Stream<Path> files = Files.list(turns)) {
                return files.count() == 1;
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        // What the call's terminal kept is deleted off the truncation's thread, after the turn's file: wait
        // for it with a deadline (a kept output that outlived the cut turn would still answer).
        ahp.server.testing.Await.until("its call is gone, and what it kept with it",
                () -> owner.request("subscribe", params(dropped)).path("error").path("code").asInt() == -32001);
    }

    @Test
    void aClientThatDroppedOffIsReplayedTheTurnItMissed() {
        Chats.Opened opened;
        long seen;
        try (AhpTestClient phone = AhpTestClient.initialized(daemon.uri(), TestDaemon.OWNER, "phone", "0.9.0")) {
            opened = Chats.open(phone, work);
            seen = phone.request("subscribe", params(opened.chat())).path("result").path("snapshot").path("fromSeq").asLong();
        }
        owner.request("subscribe", params(opened.chat()));
        String turnId = send(owner, opened.chat(), "!echo while-away");
        untilEnd(owner, opened.chat(), turnId);
        try (AhpTestClient again = AhpTestClient.connect(daemon.uri(), TestDaemon.OWNER)) {
            ObjectNode reconnect = params(ROOT).put("clientId", "phone").put("lastSeenServerSeq", seen);
            reconnect.putArray("subscriptions").add(opened.chat()).add(opened.session());
            JsonNode result = again.request("reconnect", reconnect).path("result");
            assertEquals("replay", result.path("type").asString(), result.toString());
            assertTrue(result.path("missing").isEmpty(), result.toString());
            String replayed = result.path("actions").toString();
            assertTrue(replayed.contains("chat/turnComplete") && replayed.contains(turnId), replayed);
            assertTrue(replayed.contains("while-away"), "the call's result text: " + replayed);
        }
    }

    @Test
    void aSessionDisposedAsItsTurnEndsLeavesNoFolderBehind() throws Exception {
        for (int i = 0; i < 15; i++) {
            Chats.Opened opened = Chats.open(owner, work);
            String turnId = send(owner, opened.chat(), "!true");
            untilEnd(owner, opened.chat(), turnId);
            assertTrue(owner.request("disposeSession", params(opened.session())).path("result").isNull());
        }
        owner.close();
        daemon.close();
        try (Stream<Path> left = Files.list(store)) {
            assertEquals(List.of(), left.toList(), "every disposed session's folder is gone, and stays gone");
        }
        daemon = daemon();
        owner = AhpTestClient.initialized(daemon.uri(), TestDaemon.OWNER, "owner", "0.9.0");
        assertEquals(0, owner.request("listSessions", params(ROOT)).path("result").path("items").size());
    }

    @Test
    void disposingAChatOrASessionDropsWhatItKept() throws Exception {
        Chats.Opened opened = Chats.open(owner, work);
        untilEnd(owner, opened.chat(), send(owner, opened.chat(), "!echo x"));
        String sessionId = opened.session().substring("ahp-session:/".length());
        assertTrue(Files.exists(store.resolve(sessionId).resolve("session.json")));
        assertTrue(owner.request("disposeChat", params(opened.chat())).path("result").isNull());
        try (Stream<Path> chats = Files.list(store.resolve(sessionId))) {
            assertFalse(chats.anyMatch(p -> p.getFileName().toString().equals("chats")
                    && p.toFile().list().length > 0), "the chat's folder went");
        }
        assertEquals(-32001, owner.request("subscribe", params(opened.chat())).path("error").path("code").asInt());
        assertTrue(owner.request("disposeSession", params(opened.session())).path("result").isNull());
        assertFalse(Files.exists(store.resolve(sessionId)));
        JsonNode removed = owner.take(m -> "root/sessionRemoved".equals(m.path("method").asString("")));
        assertEquals(opened.session(), removed.path("params").path("session").asString());
    }

    private static JsonNode readJson(Path file) {
        try {
            return tools.jackson.databind.json.JsonMapper.shared().readTree(Files.readAllBytes(file));
        } catch (java.io.IOException | RuntimeException notYet) {
            return tools.jackson.databind.node.MissingNode.getInstance();
        }
    }
}

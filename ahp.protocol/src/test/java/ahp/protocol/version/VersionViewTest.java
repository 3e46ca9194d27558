package ahp.protocol.version;

import static ahp.protocol.JsonAssert.assertJsonEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.protocol.Action;
import ahp.protocol.ChannelState;
import ahp.protocol.Json;
import ahp.protocol.UnknownAction;
import ahp.protocol.chat.BackgroundWorkRemoved;
import ahp.protocol.chat.ChatState;
import ahp.protocol.chat.TerminalCommandResult;
import ahp.protocol.chat.TerminalContent;
import ahp.protocol.chat.TextContent;
import ahp.protocol.chat.ToolCallComplete;
import ahp.protocol.chat.ToolCallContentChanged;
import ahp.protocol.chat.ToolCallResult;
import ahp.protocol.chat.ToolResultContent;
import ahp.protocol.command.ActionEnvelope;
import ahp.protocol.command.Implementation;
import ahp.protocol.command.InitializeResult;
import ahp.protocol.command.ReconnectResult;
import ahp.protocol.command.Snapshot;
import ahp.protocol.command.SubscribeResult;
import ahp.protocol.root.RootAction;
import ahp.protocol.root.RootState;
import ahp.protocol.root.TerminalInfo;
import ahp.protocol.terminal.LegacyTerminalState;
import ahp.protocol.terminal.TerminalAction;
import ahp.protocol.terminal.TerminalClaim;
import ahp.protocol.terminal.TerminalContentPart;
import ahp.protocol.terminal.TerminalLifecycle;
import ahp.protocol.terminal.TerminalState;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.node.ObjectNode;

class VersionViewTest {

    private static final VersionView V090 = VersionView.MODEL;
    private static final VersionView V080 = VersionView.of(ProtocolVersion.V0_8_0);
    private static final VersionView V070 = VersionView.of(ProtocolVersion.V0_7_0);
    private static final VersionView V060 = VersionView.of(ProtocolVersion.V0_6_0);
    private static final VersionView V052 = VersionView.of(ProtocolVersion.V0_5_2);
    private static final VersionView V051 = VersionView.of(ProtocolVersion.V0_5_1);

    /** A list of blocks, written with each block's {@code type}. */
    private static final TypeReference<List<ToolResultContent>> BLOCKS = new TypeReference<>() {};

    private static final TerminalClaim.Session TOOL_CALL =
            new TerminalClaim.Session("ahp-session:/s", "ahp-chat:/c", "turn-1", "tc-1");

    private static TerminalState terminal(TerminalLifecycle lifecycle, TerminalClaim claim) {
        return new TerminalState("bash", "file:///w", 80, 24, List.of(new TerminalContentPart.Unclassified("$ ")),
                lifecycle, claim, true, true);
    }

    private static final TerminalContent RUNNING_BLOCK = new TerminalContent("ahp-terminal:/1", "Terminal", null, null);
    private static final TerminalContent FINISHED_BLOCK = new TerminalContent("ahp-terminal:/1", "Terminal", false,
            new TerminalCommandResult(2, "boom\n", true, Map.of("fullOutput", Json.MAPPER.readTree("{\"uri\":\"x:/1\"}"))));

    @Test
    void theModelsViewSendsEverythingAsItIs() {
        TerminalState exited = terminal(new TerminalLifecycle.Exited(1), TOOL_CALL);
        assertSame(exited, V090.state(exited));
        ActionEnvelope rows = ActionEnvelope.of("ahp-root://",
                new RootAction.TerminalsChanged(List.of(TerminalInfo.of("ahp-terminal:/1", exited))), 3);
        assertSame(rows, V090.envelope(rows));
        ActionEnvelope content = ActionEnvelope.of("ahp-chat:/c",
                new ToolCallContentChanged("turn-1", "tc-1", List.of(FINISHED_BLOCK)), 4);
        assertSame(content, V090.envelope(content));
        assertTrue(V090.readsModelAsIs());
        assertEquals(ProtocolVersion.V0_9_0, V090.version());
        assertEquals(2, V090.index());
        assertTrue(VersionView.LATEST.isLatest() && !VersionView.LATEST.readsModelAsIs());
        assertEquals(0, VersionView.LATEST.index());
    }

    @Test
    void terminalDataIsTheSameEnvelopeForEveryVersion() {
        ActionEnvelope data = ActionEnvelope.of("ahp-terminal:/1", new TerminalAction.Data("x"), 9);
        for (VersionView view : VersionView.all()) {
            assertSame(data, view.envelope(data), view.toString());
        }
    }

    @Test
    void before090TheExitIsAFlatExitCode() {
        LegacyTerminalState exited = assertInstanceOf(LegacyTerminalState.class,
                V080.state(terminal(new TerminalLifecycle.Exited(7), new TerminalClaim.Client("c"))));
        assertEquals(7, exited.exitCode());
        assertJsonEquals("""
                {"title":"bash","cwd":"file:///w","cols":80,"rows":24,"content":[{"type":"unclassified","value":"$ "}],
                 "exitCode":7,"claim":{"kind":"client","clientId":"c"},"supportsCommandDetection":true,"isPty":true}""",
                exited);
        LegacyTerminalState running = assertInstanceOf(LegacyTerminalState.class,
                V080.state(terminal(TerminalLifecycle.RUNNING, new TerminalClaim.Client("c"))));
        assertNull(running.exitCode());
        LegacyTerminalState noCode = assertInstanceOf(LegacyTerminalState.class,
                V080.state(terminal(new TerminalLifecycle.Exited(null), new TerminalClaim.Client("c"))));
        assertNull(noCode.exitCode());
        assertTrue(!Json.write(noCode).contains("lifecycle"));
    }

    @Test
    void before090SessionClaimsHaveNoChat() {
        ChannelState state = V080.state(terminal(TerminalLifecycle.RUNNING, TOOL_CALL));
        assertEquals(new TerminalClaim.Session("ahp-session:/s", null, "turn-1", "tc-1"),
                ((LegacyTerminalState) state).claim());
        TerminalAction.Claimed claimed = new TerminalAction.Claimed(TOOL_CALL);
        assertJsonEquals("{\"type\":\"terminal/claimed\",\"claim\":{\"kind\":\"session\",\"session\":\"ahp-session:/s\","
                + "\"turnId\":\"turn-1\",\"toolCallId\":\"tc-1\"}}", V080.action(claimed));
        assertSame(claimed, V090.action(claimed));
        TerminalAction.Claimed byClient = new TerminalAction.Claimed(new TerminalClaim.Client("c"));
        assertSame(byClient, V051.action(byClient));
    }

    @Test
    void before070ThereIsNoIsPty() {
        TerminalState state = terminal(TerminalLifecycle.RUNNING, new TerminalClaim.Client("c"));
        assertEquals(true, ((LegacyTerminalState) V070.state(state)).isPty());
        assertNull(((LegacyTerminalState) V060.state(state)).isPty());
        assertTrue(!Json.write(V052.state(state)).contains("isPty"));
    }

    @Test
    void rootRowsAndTheirChangeActionTakeTheOldShape() {
        TerminalInfo exited = TerminalInfo.of("ahp-terminal:/1", terminal(new TerminalLifecycle.Exited(0), TOOL_CALL));
        TerminalInfo running = TerminalInfo.of("ahp-terminal:/2", terminal(TerminalLifecycle.RUNNING,
                new TerminalClaim.Client("c")));
        assertJsonEquals("""
                {"type":"root/terminalsChanged","terminals":[
                 {"resource":"ahp-terminal:/1","title":"bash","claim":{"kind":"session","session":"ahp-session:/s",
                  "turnId":"turn-1","toolCallId":"tc-1"},"exitCode":0},
                 {"resource":"ahp-terminal:/2","title":"bash","claim":{"kind":"client","clientId":"c"}}]}""",
                V080.action(new RootAction.TerminalsChanged(List.of(exited, running))));
        RootState root = RootState.empty().withTerminals(List.of(exited, running));
        RootState old = assertInstanceOf(RootState.class, V051.state(root));
        assertEquals(0, old.terminals().getFirst().exitCode());
        assertNull(old.terminals().getFirst().lifecycle());
        RootState noTerminals = RootState.empty().withTerminals(null);
        assertSame(noTerminals, V080.state(noTerminals));
    }

    @Test
    void actionsAVersionDoesNotKnowAreNotSent() {
        ActionEnvelope removed = ActionEnvelope.of("ahp-chat:/c", new BackgroundWorkRemoved("w1"), 5);
        assertNull(V080.envelope(removed));
        assertSame(removed, V090.envelope(removed));
        Action authRequired = UnknownAction.of((ObjectNode) Json.MAPPER.readTree(
                "{\"type\":\"chat/toolCallAuthRequired\",\"turnId\":\"t\",\"toolCallId\":\"c\",\"auth\":{}}"));
        assertNull(V052.action(authRequired));
        assertSame(authRequired, V060.action(authRequired));
        Action invented = UnknownAction.of((ObjectNode) Json.MAPPER.readTree("{\"type\":\"vendor/thing\"}"));
        assertNull(V080.action(invented));
        assertSame(invented, V090.action(invented));
        assertTrue(V051.knows("session/inputNeededSet"));
        assertTrue(!V051.knows("session/workingDirectorySet"));
    }

    @Test
    void terminalBlocksKeepTheirResultFrom070() {
        ToolCallContentChanged changed = new ToolCallContentChanged("turn-1", "tc-1", List.of(FINISHED_BLOCK));
        assertSame(changed, V070.action(changed));
        assertSame(changed, V080.action(changed));
    }

    @Test
    void from052To06xATerminalBlocksResultIsATerminalCompleteBlock() {
        List<ToolResultContent> before = List.of(FINISHED_BLOCK, new TextContent("boom\n"));
        for (VersionView view : List.of(V060, V052)) {
            assertJsonEquals("""
                    [{"type":"terminal","resource":"ahp-terminal:/1","title":"Terminal"},
                     {"type":"terminalComplete","resource":"ahp-terminal:/1","exitCode":2,"preview":"boom\\n","truncated":true},
                     {"type":"text","text":"boom\\n"}]""", Json.MAPPER.writerFor(BLOCKS)
                    .writeValueAsString(view.content(before)));
        }
        ToolCallComplete complete = new ToolCallComplete("turn-1", "tc-1", ToolCallResult.of(false, "exited 2", before));
        ToolCallComplete shaped = assertInstanceOf(ToolCallComplete.class, V060.action(complete));
        assertEquals(3, shaped.result().content().size());
        assertEquals("terminalComplete", shaped.result().content().get(1).type());
    }

    @Test
    void in051ATerminalBlockLosesItsResultWithoutReplacement() {
        assertJsonEquals("[{\"type\":\"terminal\",\"resource\":\"ahp-terminal:/1\",\"title\":\"Terminal\"}]",
                Json.MAPPER.writerFor(BLOCKS).writeValueAsString(V051.content(List.of(FINISHED_BLOCK))));
        List<ToolResultContent> running = List.of(RUNNING_BLOCK);
        assertSame(running, V051.content(running));
    }

    @Test
    void initializeResultsLosePrefixAndServerInfoBelow052() {
        InitializeResult result = new InitializeResult("0.5.1", 3, new Implementation("ahpd", null, null), null,
                List.of(new Snapshot("ahp-terminal:/1", terminal(new TerminalLifecycle.Exited(4), TOOL_CALL), 3)),
                null, null, "!", null, Map.of());
        InitializeResult old = V051.initializeResult(result);
        assertNull(old.terminalCommandPrefix());
        assertNull(old.serverInfo());
        assertEquals(4, ((LegacyTerminalState) old.snapshots().getFirst().state()).exitCode());
        InitializeResult v052 = V052.initializeResult(result);
        assertEquals("!", v052.terminalCommandPrefix());
        assertEquals("ahpd", v052.serverInfo().name());
        assertSame(result, V090.initializeResult(result));
    }

    @Test
    void reconnectReplaysAreFilteredAndReshaped() {
        ActionEnvelope data = ActionEnvelope.of("ahp-terminal:/1", new TerminalAction.Data("x"), 1);
        ActionEnvelope removed = ActionEnvelope.of("ahp-chat:/c", new BackgroundWorkRemoved("w"), 2);
        ActionEnvelope claimed = ActionEnvelope.of("ahp-terminal:/1", new TerminalAction.Claimed(TOOL_CALL), 3);
        ReconnectResult replay = new ReconnectResult.Replay(List.of(data, removed, claimed), List.of());
        ReconnectResult.Replay old = assertInstanceOf(ReconnectResult.Replay.class, V080.reconnectResult(replay));
        assertEquals(List.of(1L, 3L), old.actions().stream().map(ActionEnvelope::serverSeq).toList());
        assertSame(data, old.actions().getFirst());
        assertNull(((TerminalClaim.Session) ((TerminalAction.Claimed) old.actions().get(1).action()).claim()).chat());
        assertSame(replay, V090.reconnectResult(replay));

        ReconnectResult snapshots = new ReconnectResult.Snapshots(List.of(
                new Snapshot("ahp-terminal:/1", terminal(TerminalLifecycle.RUNNING, TOOL_CALL), 3)));
        ReconnectResult.Snapshots oldSnapshots = assertInstanceOf(ReconnectResult.Snapshots.class,
                V080.reconnectResult(snapshots));
        assertInstanceOf(LegacyTerminalState.class, oldSnapshots.snapshots().getFirst().state());
    }

    @Test
    void subscribeResultsCarryTheShapedSnapshot() {
        SubscribeResult result = new SubscribeResult(new Snapshot("ahp-terminal:/1",
                terminal(new TerminalLifecycle.Exited(1), TOOL_CALL), 8));
        assertInstanceOf(LegacyTerminalState.class, V080.subscribeResult(result).snapshot().state());
        SubscribeResult stateless = new SubscribeResult(null);
        assertSame(stateless, V080.subscribeResult(stateless));
        assertEquals("{}", Json.write(stateless));
    }

    @Test
    void chatStatesLoseBackgroundRowsBefore090AndTerminalResultsBefore070() {
        ChatState chat = ChatState.of((ObjectNode) Json.MAPPER.readTree("""
                {"resource":"ahp-chat:/c","title":"t","status":8,"modifiedAt":"2026-01-01T00:00:00Z","turns":[],
                 "activeTurn":{"id":"turn-1","startedAt":"2026-01-01T00:00:00Z","message":{"text":"!ls"},
                  "responseParts":[{"kind":"toolCall","toolCall":{"status":"completed","toolCallId":"tc-1",
                   "toolName":"terminal","displayName":"Terminal","invocationMessage":"ls","success":true,
                   "pastTenseMessage":"Ran command","confirmed":"not-needed",
                   "content":[{"type":"terminal","resource":"ahp-terminal:/1","title":"Terminal","isPty":true,
                    "result":{"exitCode":0}}]}}]},
                 "backgroundWork":[{"id":"w","label":"l","startedAt":"2026-01-01T00:00:00Z","kind":"shell","command":"x"}]}"""));
        assertSame(chat, V090.state(chat));
        ChatState v080 = assertInstanceOf(ChatState.class, V080.state(chat));
        assertTrue(!v080.body().has("backgroundWork"));
        assertEquals(1, v080.toolCallContent("turn-1", "tc-1").size());
        ChatState v060 = assertInstanceOf(ChatState.class, V060.state(chat));
        List<ToolResultContent> blocks = v060.toolCallContent("turn-1", "tc-1");
        assertEquals(List.of("terminal", "terminalComplete"), blocks.stream().map(ToolResultContent::type).toList());
        assertNull(((TerminalContent) blocks.getFirst()).isPty());
    }

    @Test
    void aVersionIsServedByTheViewOfItsBaseline() {
        assertSame(V080, VersionView.of(ProtocolVersion.parse("0.8.3")));
        assertThrows(IllegalArgumentException.class, () -> VersionView.of(ProtocolVersion.parse("7.0.0")));
        assertThrows(IllegalArgumentException.class, () -> VersionView.of(ProtocolVersion.parse("0.5.0")));
        assertEquals(ProtocolVersion.SUPPORTED, VersionView.all().stream().map(VersionView::version).toList());
        assertNotSame(V080, V070);
    }
}

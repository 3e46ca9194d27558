package ahp.protocol;

import static ahp.protocol.JsonAssert.assertJsonEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import ahp.protocol.chat.BackgroundWork;
import ahp.protocol.chat.BackgroundWorkSet;
import ahp.protocol.chat.ChatAction;
import ahp.protocol.chat.TerminalContent;
import ahp.protocol.chat.ToolCallComplete;
import ahp.protocol.chat.ToolCallContentChanged;
import ahp.protocol.chat.ToolResultContent;
import ahp.protocol.chat.UnknownBackgroundWork;
import ahp.protocol.chat.UnknownContent;
import ahp.protocol.command.ActionEnvelope;
import ahp.protocol.command.InitializeResult;
import ahp.protocol.command.Snapshot;
import ahp.protocol.root.RootAction;
import ahp.protocol.root.RootState;
import ahp.protocol.session.SessionTitleChanged;
import ahp.protocol.terminal.TerminalAction;
import ahp.protocol.terminal.TerminalState;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Fields and types this host does not know travel through decode and encode unchanged, and never fail. */
class UnknownDataRoundTripTest {

    private static <T> T roundTrips(String json, Class<T> type) {
        T value = Json.read(json, type);
        assertJsonEquals(json, value);
        return value;
    }

    @Test
    void anUnknownActionTypeRoundTrips() {
        // session/customizationToggled is a real session action this host carries as its tree, not as a record.
        String json = """
                {"type":"session/customizationToggled","id":"New","nested":{"deep":[1,2,{"x":null}]},"n":1.5}""";
        UnknownAction action = assertInstanceOf(UnknownAction.class, roundTrips(json, Action.class));
        assertEquals("session/customizationToggled", action.type());
        roundTrips("{\"channel\":\"ahp-session:/s\",\"action\":" + json + ",\"serverSeq\":4}", ActionEnvelope.class);
    }

    @Test
    void aModelledActionKeepsTheFieldsItDoesNotModel() {
        String json = """
                {"type":"session/titleChanged","title":"New","nested":{"deep":[1,2,{"x":null}]},"n":1.5}""";
        SessionTitleChanged action = assertInstanceOf(SessionTitleChanged.class, roundTrips(json, Action.class));
        assertEquals("New", action.title());
        roundTrips("{\"channel\":\"ahp-session:/s\",\"action\":" + json + ",\"serverSeq\":4}", ActionEnvelope.class);
    }

    @Test
    void anUnknownTerminalActionTypeIsCarriedAndChangesNothing() {
        Action action = roundTrips("{\"type\":\"terminal/bell\",\"count\":2}", Action.class);
        assertInstanceOf(UnknownAction.class, action);
        TerminalState state = TerminalState.opened("t", null, 80, 24, new ahp.protocol.terminal.TerminalClaim.Client("c"), false);
        assertEquals(state, ahp.protocol.terminal.TerminalReducer.reduce(state, action));
    }

    @Test
    void unknownFieldsOfChatActionsAndBlocksRoundTrip() {
        ToolCallContentChanged changed = assertInstanceOf(ToolCallContentChanged.class, roundTrips("""
                {"type":"chat/toolCallContentChanged","turnId":"t","toolCallId":"c","_meta":{"ptyTerminal":{"input":"ls","output":"x"}},
                 "content":[{"type":"terminal","resource":"ahp-terminal:/1","title":"T","isPty":true,"annotations":{"a":1},
                   "result":{"exitCode":0,"fullOutput":{"uri":"x:/o","sizeHint":9}}},
                  {"type":"resource","uri":"file:///x","mimeType":"text/plain"}],
                 "futureField":[true]}""", Action.class));
        assertEquals(2, changed.content().size());
        assertInstanceOf(TerminalContent.class, changed.content().getFirst());
        assertInstanceOf(UnknownContent.class, changed.content().get(1));
        assertEquals("resource", changed.content().get(1).type());
        roundTrips("""
                {"type":"chat/toolCallComplete","turnId":"t","toolCallId":"c","requiresResultConfirmation":false,
                 "result":{"success":true,"pastTenseMessage":{"markdown":"**Ran**"},"structuredContent":{"k":"v"},
                  "content":[{"type":"text","text":"hi","annotations":{}}],"later":1}}""", ToolCallComplete.class);
    }

    @Test
    void anUnknownBackgroundWorkKindIsKept() {
        BackgroundWorkSet set = assertInstanceOf(BackgroundWorkSet.class, roundTrips("""
                {"type":"chat/backgroundWorkSet","work":{"id":"w","label":"L","startedAt":"2026-01-01T00:00:00Z",
                 "kind":"browser","url":"https://example.test"}}""", ChatAction.class));
        BackgroundWork work = set.work();
        assertInstanceOf(UnknownBackgroundWork.class, work);
        assertEquals("w", work.id());
        assertEquals("browser", work.kind());
    }

    @Test
    void unknownFieldsOfRootStateAndTheConfigEchoRoundTrip() {
        RootState root = assertInstanceOf(RootState.class, roundTrips("""
                {"agents":[{"provider":"p","displayName":"P","description":"d","models":[]}],"activeSessions":2,
                 "terminals":[],"_meta":{"build":"1"},"automations":{"x":1}}""", ChannelState.class));
        assertEquals(1, root.extra().size());
        roundTrips("""
                {"type":"root/configChanged","config":{"defaultShell":"/bin/zsh"},"replace":false,"origin":"settings"}""",
                RootAction.class);
    }

    @Test
    void unknownFieldsOfAnInitializeResultAndUnknownStatesRoundTrip() {
        InitializeResult result = roundTrips("""
                {"protocolVersion":"0.9.0","serverSeq":1,"snapshots":[
                  {"resource":"ahp-session:/s","state":{"summary":{"title":"x"},"lifecycle":"ready"},"fromSeq":1}],
                 "repositoryPreparation":{"enabled":true}}""", InitializeResult.class);
        Snapshot snapshot = result.snapshots().getFirst();
        assertInstanceOf(UnknownState.class, snapshot.state());
    }

    @Test
    void unknownFieldsOnTheTerminalChannelsOwnTypesAreIgnoredNotRefused() {
        TerminalAction.Resized resized = assertInstanceOf(TerminalAction.Resized.class,
                Json.read("{\"type\":\"terminal/resized\",\"cols\":10,\"rows\":5,\"pixelWidth\":800}", Action.class));
        assertEquals(new TerminalAction.Resized(10, 5), resized);
        TerminalState state = Json.read("""
                {"title":"t","content":[{"type":"unclassified","value":"x","style":"bold"}],"lifecycle":{"status":"running"},
                 "claim":{"kind":"client","clientId":"c","since":1},"scrollbackLimit":100}""", TerminalState.class);
        assertEquals("x", state.content().getFirst().text());
    }

    @Test
    void anUnknownBlockInsideAContentListKeepsItsPlace() {
        List<ToolResultContent> blocks = Json.MAPPER.readValue(
                "[{\"type\":\"subagent\",\"chat\":\"ahp-chat:/x\"},{\"type\":\"text\",\"text\":\"t\"}]",
                new tools.jackson.core.type.TypeReference<List<ToolResultContent>>() {});
        assertEquals(List.of("subagent", "text"), blocks.stream().map(ToolResultContent::type).toList());
    }
}

package ahp.protocol.command;

import static ahp.protocol.JsonAssert.assertJsonEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import ahp.protocol.Channels;
import ahp.protocol.Json;
import ahp.protocol.UnknownState;
import ahp.protocol.root.RootState;
import ahp.protocol.root.TerminalInfo;
import ahp.protocol.terminal.TerminalAction;
import ahp.protocol.terminal.TerminalClaim;
import ahp.protocol.terminal.TerminalLifecycle;
import ahp.protocol.terminal.TerminalState;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CommandTypesTest {

    private static <T> T roundTrip(T value, Class<T> type) {
        T back = Json.read(Json.write(value), type);
        assertEquals(value, back);
        return back;
    }

    @Test
    void anInitializeResultWritesItsSnapshotsAndPrefix() {
        TerminalState terminal = TerminalState.opened("bash", "file:///home/u", 80, 24, new TerminalClaim.Client("c1"), true);
        InitializeResult result = new InitializeResult("0.9.0", 7, new Implementation("ahpd", "0.1.0", null), null,
                List.of(new Snapshot(Channels.ROOT, RootState.empty()
                                .withTerminals(List.of(TerminalInfo.of("ahp-terminal:/1", terminal))), 7),
                        new Snapshot("ahp-terminal:/1", terminal, 7)),
                null, null, "!", null, Map.of());
        assertJsonEquals("""
                {"protocolVersion":"0.9.0","serverSeq":7,"serverInfo":{"name":"ahpd","version":"0.1.0"},
                 "snapshots":[{"resource":"ahp-root://","state":{"agents":[],"terminals":[{"resource":"ahp-terminal:/1",
                   "title":"bash","claim":{"kind":"client","clientId":"c1"},"lifecycle":{"status":"running"}}]},"fromSeq":7},
                  {"resource":"ahp-terminal:/1","state":{"title":"bash","cwd":"file:///home/u","cols":80,"rows":24,
                   "content":[],"lifecycle":{"status":"running"},"claim":{"kind":"client","clientId":"c1"},
                   "supportsCommandDetection":false,"isPty":true},"fromSeq":7}],
                 "terminalCommandPrefix":"!"}""", result);
        roundTrip(result, InitializeResult.class);
    }

    @Test
    void snapshotsOfOtherChannelsAreCarried() {
        Snapshot session = Json.read("{\"resource\":\"ahp-session:/s\",\"state\":{\"summary\":{\"x\":1}},\"fromSeq\":3}",
                Snapshot.class);
        assertInstanceOf(UnknownState.class, session.state());
        assertJsonEquals("{\"resource\":\"ahp-session:/s\",\"state\":{\"summary\":{\"x\":1}},\"fromSeq\":3}", session);
    }

    @Test
    void reconnectResultsAreTaggedByType() {
        ReconnectResult replay = new ReconnectResult.Replay(List.of(new ActionEnvelope("ahp-terminal:/1",
                new TerminalAction.Exited(3), 9, new ActionOrigin("c1", 2), null)), List.of("ahp-terminal:/gone"));
        assertJsonEquals("""
                {"type":"replay","actions":[{"channel":"ahp-terminal:/1","action":{"type":"terminal/exited","exitCode":3},
                 "serverSeq":9,"origin":{"clientId":"c1","clientSeq":2}}],"missing":["ahp-terminal:/gone"]}""", replay);
        roundTrip(replay, ReconnectResult.class);
        ReconnectResult snapshots = new ReconnectResult.Snapshots(List.of(new Snapshot("ahp-terminal:/1",
                new TerminalState("t", null, null, null, List.of(), new TerminalLifecycle.Exited(0),
                        new TerminalClaim.Client("c"), null, null), 4)));
        assertEquals("snapshot", Json.MAPPER.valueToTree(snapshots).get("type").asString());
        roundTrip(snapshots, ReconnectResult.class);
    }

    @Test
    void aRejectedEchoCarriesItsReason() {
        ActionEnvelope echo = new ActionEnvelope("ahp-terminal:/1", new TerminalAction.Input("ls\r"), 10,
                new ActionOrigin("c2", 5), "claimed by another client");
        assertJsonEquals("""
                {"channel":"ahp-terminal:/1","action":{"type":"terminal/input","data":"ls\\r"},"serverSeq":10,
                 "origin":{"clientId":"c2","clientSeq":5},"rejectionReason":"claimed by another client"}""", echo);
        roundTrip(echo, ActionEnvelope.class);
    }

    @Test
    void aResourceRequestWithNeitherFlagAsksToRead() {
        ResourceRequestParams neither = Json.read("{\"channel\":\"ahp-root://\",\"uri\":\"file:///w\"}",
                ResourceRequestParams.class);
        assertEquals(List.of(true, false), List.of(neither.wantsRead(), neither.wantsWrite()));
        ResourceRequestParams writeOnly = roundTrip(new ResourceRequestParams(Channels.ROOT, "file:///w", false, true, null),
                ResourceRequestParams.class);
        assertEquals(List.of(false, true), List.of(writeOnly.wantsRead(), writeOnly.wantsWrite()));
        assertEquals(ResourceRequestParams.class, Method.byName("resourceRequest").orElseThrow().paramsType());
    }

    @Test
    void everyMethodNamesItsParams() {
        for (Method m : Method.values()) {
            assertEquals(m, Method.byName(m.wireName()).orElseThrow());
        }
        assertEquals(DispatchActionParams.class, Method.DISPATCH_ACTION.paramsType());
        assertEquals(false, Method.DISPATCH_ACTION.isRequest());
        assertEquals(true, Method.CREATE_TERMINAL.isRequest());
    }
}

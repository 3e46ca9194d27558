package ahp.protocol.jsonrpc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.protocol.Json;
import ahp.protocol.UnknownAction;
import ahp.protocol.command.ActionEnvelope;
import ahp.protocol.command.CreateTerminalParams;
import ahp.protocol.command.DispatchActionParams;
import ahp.protocol.command.InitializeParams;
import ahp.protocol.command.Method;
import ahp.protocol.command.PingParams;
import ahp.protocol.command.ReconnectResult;
import ahp.protocol.command.UnknownParams;
import ahp.protocol.terminal.TerminalAction;
import ahp.protocol.terminal.TerminalClaim;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

class JsonRpcCodecTest {

    private static Malformed malformed(String frame) {
        return assertInstanceOf(Malformed.class, JsonRpcCodec.decode(frame), frame);
    }

    @Test
    void aRequestDecodesWithTypedParams() {
        Request request = assertInstanceOf(Request.class, JsonRpcCodec.decode("""
                {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"channel":"ahp-root://",
                 "protocolVersions":["0.9.0","0.8.0"],"clientId":"c1","clientInfo":{"name":"t"},"future":{"x":1}}}"""));
        assertEquals(RequestId.of(1), request.id());
        InitializeParams params = assertInstanceOf(InitializeParams.class, request.params());
        assertEquals(List.of("0.9.0", "0.8.0"), params.protocolVersions());
        assertEquals("c1", params.clientId());
        assertEquals("t", params.clientInfo().name());
    }

    @Test
    void aStringIdIsKeptAsAString() {
        Request request = assertInstanceOf(Request.class, JsonRpcCodec.decode(
                "{\"jsonrpc\":\"2.0\",\"id\":\"a-7\",\"method\":\"ping\",\"params\":{\"channel\":\"ahp-root://\"}}"));
        assertEquals(RequestId.of("a-7"), request.id());
        assertInstanceOf(PingParams.class, request.params());
        assertEquals("{\"jsonrpc\":\"2.0\",\"id\":\"a-7\",\"result\":null}", JsonRpcCodec.result(request.id(), null));
    }

    @Test
    void aPingWithoutParamsIsStillAPing() {
        Request request = assertInstanceOf(Request.class, JsonRpcCodec.decode("{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"ping\"}"));
        assertInstanceOf(PingParams.class, request.params());
    }

    @Test
    void aDispatchIsANotificationCarryingATypedAction() {
        Notification n = assertInstanceOf(Notification.class, JsonRpcCodec.decode("""
                {"jsonrpc":"2.0","method":"dispatchAction","params":{"channel":"ahp-terminal:/t1","clientSeq":4,
                 "action":{"type":"terminal/resized","cols":120,"rows":40}}}"""));
        DispatchActionParams params = assertInstanceOf(DispatchActionParams.class, n.params());
        assertEquals(new TerminalAction.Resized(120, 40), params.action());
        assertEquals(4, params.clientSeq());
    }

    @Test
    void anUnknownActionTypeIsCarriedNotRefused() {
        Notification n = assertInstanceOf(Notification.class, JsonRpcCodec.decode("""
                {"jsonrpc":"2.0","method":"dispatchAction","params":{"channel":"ahp-session:/s","clientSeq":1,
                 "action":{"type":"session/customizationToggled","id":"x","later":[1,2]}}}"""));
        UnknownAction action = assertInstanceOf(UnknownAction.class, ((DispatchActionParams) n.params()).action());
        assertEquals("session/customizationToggled", action.type());
        assertEquals(Json.MAPPER.readTree("{\"type\":\"session/customizationToggled\",\"id\":\"x\",\"later\":[1,2]}"),
                Json.MAPPER.readTree(Json.write(action)));
    }

    @Test
    void anUnknownMethodKeepsItsParamsForAMethodNotFoundAnswer() {
        Request request = assertInstanceOf(Request.class, JsonRpcCodec.decode(
                "{\"jsonrpc\":\"2.0\",\"id\":9,\"method\":\"resourceList\",\"params\":{\"channel\":\"ahp-root://\"}}"));
        UnknownParams params = assertInstanceOf(UnknownParams.class, request.params());
        assertEquals("ahp-root://", params.channel());
        assertTrue(Method.byName("resourceList").isEmpty());
    }

    @Test
    void notJsonIsAParseErrorAnsweredWithANullId() {
        Malformed m = malformed("{\"jsonrpc\":\"2.0\",\"id\":1,");
        assertEquals(ErrorCode.PARSE_ERROR.code(), m.error().code());
        assertTrue(m.answered());
        assertEquals("{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32700,\"message\":\"" + m.error().message()
                + "\"}}", JsonRpcCodec.encode(m.response()));
        assertEquals(ErrorCode.PARSE_ERROR.code(), malformed("").error().code());
        assertEquals(ErrorCode.PARSE_ERROR.code(), malformed("{} trailing").error().code());
    }

    @Test
    void hostileFramesAreErrorsNotCrashes() {
        String deep = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\",\"params\":{\"x\":" + "[".repeat(100_000)
                + "]".repeat(100_000) + "}}";
        assertEquals(ErrorCode.PARSE_ERROR.code(), malformed(deep).error().code());
        String wide = "{\"jsonrpc\":\"2.0\",\"method\":\"dispatchAction\",\"params\":{\"channel\":\"t\",\"clientSeq\":1,"
                + "\"action\":{\"type\":\"terminal/input\",\"data\":" + "1,".repeat(10) + "}}}";
        assertEquals(ErrorCode.PARSE_ERROR.code(), malformed(wide).error().code());
        Malformed nested = malformed("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":"
                + "{\"channel\":\"ahp-root://\",\"clientId\":\"c\",\"protocolVersions\":[[\"0.9.0\"]]}}");
        assertEquals(ErrorCode.INVALID_PARAMS.code(), nested.error().code());
        // Jackson loses the position of an array where a string belongs: the message says what it can.
        assertTrue(nested.error().message().startsWith("Invalid params: 'params"), nested.error().message());
    }

    @Test
    void validJsonThatIsNotARequestIsAnInvalidRequest() {
        for (String frame : List.of("[]", "[{\"jsonrpc\":\"2.0\",\"method\":\"ping\"}]", "42", "\"x\"",
                "{\"jsonrpc\":\"1.0\",\"id\":1,\"method\":\"ping\"}", "{\"id\":1,\"method\":\"ping\"}",
                "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":7}", "{\"jsonrpc\":\"2.0\",\"id\":{},\"method\":\"ping\"}",
                "{\"jsonrpc\":\"2.0\"}")) {
            assertEquals(ErrorCode.INVALID_REQUEST.code(), malformed(frame).error().code(), frame);
        }
        Malformed wrongVersion = malformed("{\"jsonrpc\":\"1.0\",\"id\":5,\"method\":\"ping\"}");
        assertEquals(RequestId.of(5), wrongVersion.id());
        assertTrue(wrongVersion.error().message().contains("'jsonrpc'"));
    }

    @Test
    void badParamsAreInvalidParamsNamingTheField() {
        Malformed missing = malformed("""
                {"jsonrpc":"2.0","id":2,"method":"initialize","params":{"channel":"ahp-root://","clientId":"c"}}""");
        assertEquals(ErrorCode.INVALID_PARAMS.code(), missing.error().code());
        assertEquals(RequestId.of(2), missing.id());
        assertTrue(missing.error().message().contains("'params.protocolVersions'"), missing.error().message());

        Malformed wrongType = malformed("""
                {"jsonrpc":"2.0","method":"dispatchAction","params":{"channel":"t","clientSeq":1,
                 "action":{"type":"terminal/resized","cols":"wide","rows":40}}}""");
        assertEquals(ErrorCode.INVALID_PARAMS.code(), wrongType.error().code());
        assertTrue(wrongType.error().message().contains("'params.action.cols'"), wrongType.error().message());
        assertTrue(wrongType.notification());
        assertFalse(wrongType.answered());

        Malformed fraction = malformed("""
                {"jsonrpc":"2.0","id":1,"method":"createTerminal","params":{"channel":"t","cols":80.5}}""");
        assertTrue(fraction.error().message().contains("'params.cols'"), fraction.error().message());

        Malformed numberForString = malformed("""
                {"jsonrpc":"2.0","id":1,"method":"createTerminal","params":{"channel":7}}""");
        assertTrue(numberForString.error().message().contains("'params.channel'"), numberForString.error().message());

        Malformed badClaim = malformed("""
                {"jsonrpc":"2.0","id":1,"method":"createTerminal","params":{"channel":"t","claim":{"kind":"robot"}}}""");
        assertEquals("Invalid params: 'params.claim.kind' has an unknown value \"robot\"", badClaim.error().message());

        Malformed missingInAction = malformed("""
                {"jsonrpc":"2.0","method":"dispatchAction","params":{"channel":"t","clientSeq":1,
                 "action":{"type":"terminal/input"}}}""");
        assertTrue(missingInAction.error().message().contains("'params.action.data' is required"),
                missingInAction.error().message());

        Malformed nullData = malformed("""
                {"jsonrpc":"2.0","method":"dispatchAction","params":{"channel":"t","clientSeq":1,
                 "action":{"type":"terminal/input","data":null}}}""");
        assertEquals("Invalid params: 'params.action.data' must not be null", nullData.error().message());

        Malformed untyped = malformed("""
                {"jsonrpc":"2.0","method":"dispatchAction","params":{"channel":"t","clientSeq":1,"action":{"data":"x"}}}""");
        assertTrue(untyped.error().message().contains("'params.action'"), untyped.error().message());

        Malformed notAnAction = malformed("""
                {"jsonrpc":"2.0","method":"dispatchAction","params":{"channel":"t","clientSeq":1,"action":7}}""");
        assertEquals("Invalid params: 'params.action' must be an object", notAnAction.error().message());

        Malformed arrayParams = malformed("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\",\"params\":[1]}");
        assertEquals(ErrorCode.INVALID_PARAMS.code(), arrayParams.error().code());
    }

    @Test
    void aCreateTerminalWithASessionClaimDecodes() {
        Request request = assertInstanceOf(Request.class, JsonRpcCodec.decode("""
                {"jsonrpc":"2.0","id":1,"method":"createTerminal","params":{"channel":"ahp-terminal:/a",
                 "claim":{"kind":"session","session":"ahp-session:/s","chat":"ahp-chat:/c"},"cols":100,"rows":30}}"""));
        CreateTerminalParams params = assertInstanceOf(CreateTerminalParams.class, request.params());
        assertEquals(new TerminalClaim.Session("ahp-session:/s", "ahp-chat:/c", null, null), params.claim());
        assertEquals(100, params.cols());
    }

    @Test
    void responsesFromAPeerDecode() {
        Result result = assertInstanceOf(Result.class, JsonRpcCodec.decode("{\"jsonrpc\":\"2.0\",\"id\":4,\"result\":{\"a\":1}}"));
        assertEquals(RequestId.of(4), result.id());
        assertEquals(1, ((JsonNode) result.result()).get("a").asInt());
        ErrorResponse error = assertInstanceOf(ErrorResponse.class, JsonRpcCodec.decode(
                "{\"jsonrpc\":\"2.0\",\"id\":4,\"error\":{\"code\":-32601,\"message\":\"Method not found\"}}"));
        assertEquals(ErrorCode.METHOD_NOT_FOUND, error.error().errorCode().orElseThrow());
    }

    @Test
    void anActionNotificationEncodesAsOneFrame() {
        String frame = JsonRpcCodec.notification(Method.ACTION,
                ActionEnvelope.of("ahp-terminal:/t", new TerminalAction.Data("hi\r\n"), 12));
        assertEquals("{\"jsonrpc\":\"2.0\",\"method\":\"action\",\"params\":{\"channel\":\"ahp-terminal:/t\","
                + "\"action\":{\"type\":\"terminal/data\",\"data\":\"hi\\r\\n\"},\"serverSeq\":12}}", frame);
        Notification back = assertInstanceOf(Notification.class, JsonRpcCodec.decode(frame));
        assertEquals(ActionEnvelope.of("ahp-terminal:/t", new TerminalAction.Data("hi\r\n"), 12), back.params());
    }

    @Test
    void everyErrorCodeHasItsNumber() {
        assertEquals(-32700, ErrorCode.PARSE_ERROR.code());
        assertEquals(-32600, ErrorCode.INVALID_REQUEST.code());
        assertEquals(-32601, ErrorCode.METHOD_NOT_FOUND.code());
        assertEquals(-32602, ErrorCode.INVALID_PARAMS.code());
        assertEquals(-32603, ErrorCode.INTERNAL_ERROR.code());
        assertEquals(-32005, ErrorCode.UNSUPPORTED_PROTOCOL_VERSION.code());
        assertEquals(-32009, ErrorCode.PERMISSION_DENIED.code());
        assertEquals(-32012, ErrorCode.TCP_CONNECTION_OPEN_FAILED.code());
        for (int code = -32012; code <= -32001; code++) {
            assertTrue(ErrorCode.of(code).isPresent(), "code " + code);
        }
        assertNull(ErrorCode.of(-1).orElse(null));
    }

    @Test
    void aSealedResultKeepsItsTypeId() {
        JsonNode replay = Json.MAPPER.readTree(JsonRpcCodec.result(RequestId.of(7),
                new ReconnectResult.Replay(List.of(), List.of("ahp-terminal:/gone"))));
        assertEquals("replay", replay.path("result").path("type").asString());
        assertEquals("ahp-terminal:/gone", replay.path("result").path("missing").path(0).asString());
        JsonNode snapshots = Json.MAPPER.readTree(JsonRpcCodec.result(RequestId.of(8),
                new ReconnectResult.Snapshots(List.of())));
        assertEquals("snapshot", snapshots.path("result").path("type").asString());
        assertTrue(Json.MAPPER.readTree(JsonRpcCodec.result(RequestId.of(9), null)).path("result").isNull());
    }
}

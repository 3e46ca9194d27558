package ahp.protocol.conformance;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import ahp.protocol.Action;
import ahp.protocol.Json;
import ahp.protocol.chat.BackgroundShellWork;
import ahp.protocol.chat.BackgroundWorkSet;
import ahp.protocol.command.ActionEnvelope;
import ahp.protocol.command.Snapshot;
import ahp.protocol.jsonrpc.ErrorCode;
import ahp.protocol.root.TerminalInfo;
import ahp.protocol.terminal.TerminalState;
import ahp.protocol.version.Negotiated;
import ahp.protocol.version.Negotiation;
import ahp.protocol.version.ProtocolVersion;
import ahp.protocol.version.VersionView;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import tools.jackson.databind.node.IntNode;

/**
 * Everything the host sends, shaped for 0.8.0 by the 0.8.0 view, validates against the official 0.8.0
 * JSON Schemas; the terminal state and rows and the terminal blocks, as the host itself writes them
 * (0.9.0), validate against the 1.1.0 terminal definitions.
 */
class SchemaConformanceTest {

    private static final VersionView V080 = VersionView.of(ProtocolVersion.V0_8_0);

    private static DynamicTest valid(String name, String file, String def, Object value) {
        return DynamicTest.dynamicTest(name + " (0.8.0) is a valid " + file + "#" + def,
                () -> Schemas.assertValid(Schemas.v080(file, def), value, name));
    }

    @TestFactory
    Stream<DynamicTest> everyMessageTheHostSendsValidatesAs080() {
        List<DynamicTest> tests = new ArrayList<>();
        tests.add(valid("initialize result", "commands", "InitializeResult", V080.initializeResult(HostMessages.initializeResult())));
        tests.add(valid("reconnect replay", "commands", "ReconnectReplayResult", V080.reconnectResult(HostMessages.replay())));
        tests.add(valid("reconnect snapshots", "commands", "ReconnectSnapshotResult", V080.reconnectResult(HostMessages.resnapshot())));
        for (Snapshot snapshot : HostMessages.snapshots()) {
            tests.add(valid("subscribe result for " + snapshot.resource(), "commands", "SubscribeResult",
                    V080.subscribeResult(HostMessages.subscribeResult(snapshot))));
            tests.add(valid("snapshot of " + snapshot.resource(), "commands", "Snapshot", V080.snapshot(snapshot)));
        }
        for (ActionEnvelope envelope : HostMessages.envelopes(HostMessages.actions())) {
            ActionEnvelope shaped = V080.envelope(envelope);
            String name = "envelope of " + envelope.action().type()
                    + (envelope.rejectionReason() != null ? " (rejected)" : "");
            tests.add(valid(name, "actions", "ActionEnvelope", shaped));
            tests.add(valid(name, "commands", "ActionEnvelope", shaped));
        }
        for (TerminalState state : List.of(HostMessages.running(), HostMessages.exited(), HostMessages.exitedWithoutCode())) {
            tests.add(valid("terminal state " + state.title(), "state", "TerminalState", V080.state(state)));
        }
        for (TerminalInfo row : HostMessages.rows()) {
            tests.add(valid("terminal row " + row.resource(), "state", "TerminalInfo", V080.terminalInfo(row)));
        }
        tests.add(valid("root state", "state", "RootState", V080.state(HostMessages.root())));
        return tests.stream();
    }

    @Test
    void actionsIntroducedIn090AreNotSentTo080() {
        for (Action action : HostMessages.actionsIntroducedIn090()) {
            assertNull(V080.action(action), action.type());
        }
    }

    @TestFactory
    Stream<DynamicTest> errorsTheHostSendsValidate() {
        List<DynamicTest> tests = new ArrayList<>();
        for (ErrorCode code : ErrorCode.values()) {
            if (code.code() <= -32600 && code.code() >= -32700) {
                tests.add(DynamicTest.dynamicTest(code + " is a JSON-RPC error code", () -> Schemas.assertValid(
                        Schemas.v080("errors", "JsonRpcErrorCode"), IntNode.valueOf(code.code()), code.name())));
            } else if (code.code() >= -32010) {
                tests.add(DynamicTest.dynamicTest(code + " is an AHP error code", () -> Schemas.assertValid(
                        Schemas.v080("errors", "AhpErrorCode"), IntNode.valueOf(code.code()), code.name())));
            }
        }
        tests.add(DynamicTest.dynamicTest("-32005 data lists the supported versions", () -> {
            Negotiated.Refused refused = (Negotiated.Refused) Negotiation.negotiate(List.of("7.0.0"));
            Schemas.assertValid(Schemas.v080("errors", "UnsupportedProtocolVersionErrorData"), refused.error().data(),
                    "-32005 data");
        }));
        return tests.stream();
    }

    @TestFactory
    Stream<DynamicTest> terminalStateAndRowsValidateAs090() {
        List<DynamicTest> tests = new ArrayList<>();
        for (TerminalState state : List.of(HostMessages.running(), HostMessages.exited(), HostMessages.exitedWithoutCode())) {
            tests.add(DynamicTest.dynamicTest("terminal state " + state.title() + " (0.9.0) is a valid TerminalState",
                    () -> Schemas.assertValid(Schemas.v110("TerminalState"), VersionView.MODEL.state(state), state.title())));
        }
        for (TerminalInfo row : HostMessages.rows()) {
            tests.add(DynamicTest.dynamicTest("terminal row " + row.resource() + " (0.9.0) is a valid TerminalInfo",
                    () -> Schemas.assertValid(Schemas.v110("TerminalInfo"), row, row.resource())));
        }
        tests.add(DynamicTest.dynamicTest("root state (0.9.0) is a valid RootState",
                () -> Schemas.assertValid(Schemas.v110("RootState"), HostMessages.root(), "root")));
        tests.add(DynamicTest.dynamicTest("terminal block (0.9.0) is a valid ToolResultTerminalContent",
                () -> Schemas.assertValid(Schemas.v110("ToolResultTerminalContent"), HostMessages.terminalBlock(true), "block")));
        tests.add(DynamicTest.dynamicTest("background shell row (0.9.0) is a valid BackgroundShellWork", () -> {
            BackgroundShellWork work = (BackgroundShellWork) ((BackgroundWorkSet) HostMessages.actionsIntroducedIn090()
                    .getFirst()).work();
            Schemas.assertValid(Schemas.v110("BackgroundShellWork"), work, "row");
            Schemas.assertValid(Schemas.v110("BackgroundWork"), work, "row");
        }));
        return tests.stream();
    }

    @Test
    void theValidatorRefusesWhatTheSchemasForbid() {
        // The 0.9.0 shape needs a lifecycle and a chat on session claims: the 0.8.0 view's output is not one.
        assertFalse(Schemas.errors(Schemas.v110("TerminalState"), V080.state(HostMessages.running())).isEmpty());
        assertFalse(Schemas.errors(Schemas.v110("TerminalInfo"), V080.terminalInfo(HostMessages.rows().get(1))).isEmpty());
        // A 0.8.0 state needs its title, content and claim.
        assertFalse(Schemas.errors(Schemas.v080("state", "TerminalState"),
                Json.MAPPER.readTree("{\"title\":\"t\",\"content\":[]}")).isEmpty());
        // An envelope's action must be one of the schema's actions.
        assertFalse(Schemas.errors(Schemas.v080("actions", "ActionEnvelope"),
                Json.MAPPER.readTree("{\"channel\":\"c\",\"serverSeq\":1,\"action\":{\"type\":\"terminal/data\"}}")).isEmpty());
    }
}

package ahp.protocol.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import ahp.protocol.Action;
import ahp.protocol.command.ActionEnvelope;
import ahp.protocol.command.Snapshot;
import ahp.protocol.jsonrpc.ErrorCode;
import ahp.protocol.version.Negotiated;
import ahp.protocol.version.Negotiation;
import ahp.protocol.version.ProtocolVersion;
import ahp.protocol.version.VersionView;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import tools.jackson.databind.node.IntNode;

/**
 * Everything the host sends, shaped for 1.x by the 1.0.0 and 1.1.0 views, validates against the
 * official 1.1.0 JSON Schemas (the five files of {@code schema-1.1.0}); and the host's model, as the
 * 0.9.0 view sends it, does not where 1.x changed a shape, so the reshaping is needed.
 */
class SchemaConformance1xTest {

    private static final List<VersionView> V1 =
            List.of(VersionView.of(ProtocolVersion.V1_0_0), VersionView.of(ProtocolVersion.V1_1_0));

    private static DynamicTest valid(VersionView view, String name, String file, String def, Object value) {
        return DynamicTest.dynamicTest(name + " (" + view.version() + ") is a valid 1.1.0 " + file + "#" + def,
                () -> Schemas.assertValid(Schemas.v1(file, def), value, name));
    }

    private static List<Snapshot> snapshots() {
        List<Snapshot> all = new ArrayList<>(HostMessages.snapshots());
        all.add(new Snapshot(HostMessages.CHAT, HostMessages.chatWithFailedTurn(), 40));
        all.add(new Snapshot("ahp-session:/s1", HostMessages.failedSession(), 40));
        return all;
    }

    private static List<Action> actions() {
        List<Action> all = new ArrayList<>(HostMessages.actions());
        all.addAll(HostMessages.actionsIntroducedIn090());
        all.addAll(HostMessages.changesetActions());
        all.add(HostMessages.turnsLoadedWithAFailure());
        return all;
    }

    @TestFactory
    Stream<DynamicTest> everyMessageTheHostSendsValidatesAs110() {
        List<DynamicTest> tests = new ArrayList<>();
        for (VersionView view : V1) {
            tests.add(valid(view, "initialize result", "commands", "InitializeResult",
                    view.initializeResult(HostMessages.initializeResult())));
            tests.add(valid(view, "reconnect replay", "commands", "ReconnectReplayResult",
                    view.reconnectResult(HostMessages.replay())));
            tests.add(valid(view, "reconnect snapshots", "commands", "ReconnectSnapshotResult",
                    view.reconnectResult(HostMessages.resnapshot())));
            for (Snapshot snapshot : snapshots()) {
                tests.add(valid(view, "subscribe result for " + snapshot.resource(), "commands", "SubscribeResult",
                        view.subscribeResult(HostMessages.subscribeResult(snapshot))));
                tests.add(valid(view, "snapshot of " + snapshot.resource(), "state", "Snapshot", view.snapshot(snapshot)));
            }
            for (ActionEnvelope envelope : HostMessages.envelopes(actions())) {
                ActionEnvelope shaped = view.envelope(envelope);
                String name = "envelope of " + envelope.action().type()
                        + (envelope.rejectionReason() != null ? " (rejected)" : "");
                tests.add(valid(view, name, "actions", "ActionEnvelope", shaped));
                tests.add(valid(view, name, "commands", "ActionEnvelope", shaped));
            }
        }
        return tests.stream();
    }

    @Test
    void theModelsChatErrorIsNot110() {
        VersionView model = VersionView.MODEL;
        Action chatError = HostMessages.sessionAndChatActions().stream()
                .filter(a -> a.type().equals("chat/error")).findFirst().orElseThrow();
        assertFalse(Schemas.errors(Schemas.v1("actions", "ChatErrorAction"), model.action(chatError)).isEmpty(),
                "0.9.0 chat/error has no part");
        // Dropped fields (Turn.error, contentChanged's error) would still validate: the schemas allow
        // extra properties. The view tests check those are gone.
    }

    @TestFactory
    Stream<DynamicTest> errorsTheHostSendsValidateAs110() {
        // -32006 is gone from 1.x and never sent by this host; -32012 (TCP forwarding) neither.
        Set<ErrorCode> notSent = Set.of(ErrorCode.CONTENT_NOT_FOUND, ErrorCode.TCP_CONNECTION_OPEN_FAILED);
        List<DynamicTest> tests = new ArrayList<>();
        for (ErrorCode code : ErrorCode.values()) {
            if (notSent.contains(code)) {
                continue;
            }
            String def = code.code() <= -32600 ? "JsonRpcErrorCode" : "AhpErrorCode";
            tests.add(DynamicTest.dynamicTest(code + " is a 1.1.0 " + def, () -> Schemas.assertValid(
                    Schemas.v1("errors", def), IntNode.valueOf(code.code()), code.name())));
        }
        tests.add(DynamicTest.dynamicTest("-32006 is not a 1.1.0 AhpErrorCode", () -> assertFalse(Schemas.errors(
                Schemas.v1("errors", "AhpErrorCode"), IntNode.valueOf(ErrorCode.CONTENT_NOT_FOUND.code())).isEmpty())));
        tests.add(DynamicTest.dynamicTest("-32005 data lists the supported ranges", () -> {
            Negotiated.Refused refused = (Negotiated.Refused) Negotiation.negotiate(List.of("2.0.0"));
            assertEquals(-32005, refused.error().code());
            Schemas.assertValid(Schemas.v1("errors", "UnsupportedProtocolVersionErrorData"), refused.error().data(),
                    "-32005 data");
        }));
        return tests.stream();
    }
}

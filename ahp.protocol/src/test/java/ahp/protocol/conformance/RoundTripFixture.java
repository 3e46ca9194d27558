package ahp.protocol.conformance;

import static ahp.protocol.JsonAssert.tree;
import static org.junit.jupiter.api.Assertions.fail;

import ahp.protocol.Action;
import ahp.protocol.ChannelState;
import ahp.protocol.Json;
import ahp.protocol.chat.BackgroundWork;
import ahp.protocol.chat.ToolCallResult;
import ahp.protocol.chat.ToolResultContent;
import ahp.protocol.command.ActionEnvelope;
import ahp.protocol.command.CreateTerminalParams;
import ahp.protocol.command.DispatchActionParams;
import ahp.protocol.command.InitializeParams;
import ahp.protocol.command.InitializeResult;
import ahp.protocol.command.ReconnectParams;
import ahp.protocol.command.ReconnectResult;
import ahp.protocol.command.Snapshot;
import ahp.protocol.command.SubscribeParams;
import ahp.protocol.command.SubscribeResult;
import ahp.protocol.root.RootState;
import ahp.protocol.root.TerminalInfo;
import ahp.protocol.terminal.TerminalClaim;
import ahp.protocol.terminal.TerminalState;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Assumptions;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * One round-trip fixture ({@code {name, group, description, type, input, acceptableOutputs[]}}): the
 * wire value in {@code input}, decoded as the named type and encoded again by the host's mapper, must
 * equal one of {@code acceptableOutputs}.
 *
 * @param name the file name
 * @param fixture the fixture's JSON
 */
record RoundTripFixture(String name, ObjectNode fixture) {

    /** The upstream type names this host models, and the Java type each decodes as. */
    private static final Map<String, Class<?>> TYPES = Map.ofEntries(
            Map.entry("InitializeParams", InitializeParams.class),
            Map.entry("InitializeResult", InitializeResult.class),
            Map.entry("ReconnectParams", ReconnectParams.class),
            Map.entry("ReconnectResult", ReconnectResult.class),
            Map.entry("SubscribeParams", SubscribeParams.class),
            Map.entry("SubscribeResult", SubscribeResult.class),
            Map.entry("DispatchActionParams", DispatchActionParams.class),
            Map.entry("CreateTerminalParams", CreateTerminalParams.class),
            Map.entry("ActionEnvelope", ActionEnvelope.class),
            Map.entry("StateAction", Action.class),
            Map.entry("Snapshot", Snapshot.class),
            Map.entry("RootState", RootState.class),
            Map.entry("TerminalInfo", TerminalInfo.class),
            Map.entry("TerminalState", TerminalState.class),
            Map.entry("TerminalClaim", TerminalClaim.class),
            Map.entry("ToolResultContent", ToolResultContent.class),
            Map.entry("ToolCallResult", ToolCallResult.class),
            Map.entry("BackgroundWork", BackgroundWork.class),
            Map.entry("ChannelState", ChannelState.class));

    void run() {
        String type = fixture.path("type").asString("");
        Class<?> javaType = TYPES.get(type);
        Assumptions.assumeTrue(javaType != null, "no type here for round-trip fixtures of type '" + type + "'");
        Object decoded = Json.MAPPER.treeToValue(fixture.get("input"), javaType);
        JsonNode encoded = tree(decoded);
        List<JsonNode> acceptable = new ArrayList<>();
        fixture.path("acceptableOutputs").forEach(acceptable::add);
        if (acceptable.stream().noneMatch(output -> tree(output).equals(encoded))) {
            fail(name + ": decode+encode of " + type + " gave\n  " + encoded + "\nnone of\n  "
                    + String.join("\n  ", acceptable.stream().map(JsonNode::toString).toList()));
        }
    }
}

package ahp.server.wire;

import ahp.protocol.terminal.TerminalAction;
import ahp.protocol.terminal.TerminalClaim;
import ahp.protocol.terminal.TerminalLifecycle;
import ahp.protocol.terminal.TerminalState;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * How one negotiated version sees what the host holds in the newest shape. Before 0.9.0 a
 * terminal's exit is the flat {@code exitCode} rather than {@code lifecycle}, and a session claim
 * has no {@code chat}; before 0.7.0 there is no {@code isPty}. Every action this host sends exists
 * since 0.1.0, so only state-bearing payloads change.
 */
public final class WireView {

    private final ProtocolVersion version;

    private WireView(ProtocolVersion version) {
        this.version = version;
    }

    /** The view of {@code version}. */
    public static WireView of(ProtocolVersion version) {
        return new WireView(version);
    }

    /** The version this view writes. */
    public ProtocolVersion version() {
        return version;
    }

    /** Whether the handshake may carry {@code terminalCommandPrefix}. */
    public boolean hasCommandPrefix() {
        return version.atLeast(ProtocolVersion.V0_5_2);
    }

    /** The {@code action} notification carrying {@code envelope}. */
    public String actionMessage(Envelope envelope) {
        return Wire.notification("action", envelope(envelope));
    }

    /** An envelope as this version reads it. */
    public ObjectNode envelope(Envelope envelope) {
        ObjectNode node = Wire.MAPPER.createObjectNode().put("channel", envelope.channel());
        node.set("action", action(envelope.action()));
        node.put("serverSeq", envelope.serverSeq());
        if (envelope.origin() != null) {
            node.putObject("origin").put("clientId", envelope.origin().clientId())
                    .put("clientSeq", envelope.origin().clientSeq());
        }
        if (envelope.rejectionReason() != null) {
            node.put("rejectionReason", envelope.rejectionReason());
        }
        return node;
    }

    /** An action as this version reads it. */
    public JsonNode action(Object action) {
        return switch (action) {
            case TerminalAction.Claimed claimed -> Wire.MAPPER.createObjectNode()
                    .put("type", claimed.type()).set("claim", claim(claimed.claim()));
            case TerminalAction terminal -> typed(terminal.type(), Wire.MAPPER.valueToTree(terminal));
            case RootAction.TerminalsChanged changed -> {
                ObjectNode node = Wire.MAPPER.createObjectNode().put("type", changed.type());
                ArrayNode rows = node.putArray("terminals");
                changed.terminals().forEach(row -> rows.add(terminalInfo(row)));
                yield node;
            }
            case RootAction.ConfigChanged config -> {
                ObjectNode node = Wire.MAPPER.createObjectNode().put("type", config.type());
                node.set("config", Wire.MAPPER.valueToTree(config.config()));
                if (config.replace() != null) {
                    node.put("replace", config.replace());
                }
                yield node;
            }
            case JsonNode raw -> raw;
            default -> throw new IllegalArgumentException("not an action: " + action);
        };
    }

    /** A terminal's state as this version reads it. */
    public ObjectNode terminalState(TerminalState state) {
        ObjectNode node = Wire.MAPPER.valueToTree(state);
        node.set("claim", claim(state.claim()));
        lifecycle(node, state.lifecycle());
        if (!version.atLeast(ProtocolVersion.V0_7_0)) {
            node.remove("isPty");
        }
        return node;
    }

    /** A root list row as this version reads it. */
    public ObjectNode terminalInfo(TerminalInfo info) {
        ObjectNode node = Wire.MAPPER.createObjectNode().put("resource", info.resource()).put("title", info.title());
        node.set("claim", claim(info.claim()));
        node.set("lifecycle", Wire.MAPPER.valueToTree(info.lifecycle()));
        lifecycle(node, info.lifecycle());
        return node;
    }

    /** The root state as this version reads it. */
    public ObjectNode rootState(RootState root) {
        ObjectNode node = Wire.MAPPER.createObjectNode();
        node.putArray("agents");
        ArrayNode rows = node.putArray("terminals");
        root.terminals().forEach(row -> rows.add(terminalInfo(row)));
        ObjectNode config = node.putObject("config");
        config.set("schema", Wire.MAPPER.valueToTree(root.configSchema()));
        config.set("values", Wire.MAPPER.valueToTree(root.configValues()));
        return node;
    }

    /** A snapshot: the channel, its state, and the sequence number it is as of. */
    public ObjectNode snapshot(String resource, JsonNode state, long fromSeq) {
        ObjectNode node = Wire.MAPPER.createObjectNode().put("resource", resource);
        node.set("state", state);
        node.put("fromSeq", fromSeq);
        return node;
    }

    /** A claim as this version reads it. */
    public JsonNode claim(TerminalClaim claim) {
        ObjectNode node = Wire.MAPPER.valueToTree(claim);
        if (!node.has("kind")) {
            node = typed("kind", claim instanceof TerminalClaim.Client ? "client" : "session", node);
        }
        if (!version.atLeast(ProtocolVersion.V0_9_0)) {
            node.remove("chat");
        }
        return node;
    }

    private void lifecycle(ObjectNode node, TerminalLifecycle lifecycle) {
        if (version.atLeast(ProtocolVersion.V0_9_0)) {
            node.set("lifecycle", Wire.MAPPER.valueToTree(lifecycle));
            return;
        }
        node.remove("lifecycle");
        if (lifecycle instanceof TerminalLifecycle.Exited exited && exited.exitCode() != null) {
            node.put("exitCode", exited.exitCode());
        }
    }

    private static ObjectNode typed(String type, JsonNode fields) {
        return typed("type", type, fields);
    }

    private static ObjectNode typed(String key, String value, JsonNode fields) {
        ObjectNode node = Wire.MAPPER.createObjectNode().put(key, value);
        for (Map.Entry<String, JsonNode> field : fields.properties()) {
            if (!field.getKey().equals(key)) {
                node.set(field.getKey(), field.getValue());
            }
        }
        return node;
    }
}

package ahp.protocol.internal;

import ahp.protocol.ChannelState;
import ahp.protocol.UnknownState;
import ahp.protocol.annotations.AnnotationsState;
import ahp.protocol.changeset.ChangesetState;
import ahp.protocol.chat.ChatState;
import ahp.protocol.resourcewatch.ResourceWatchState;
import ahp.protocol.root.RootState;
import ahp.protocol.session.SessionState;
import ahp.protocol.terminal.TerminalState;
import tools.jackson.core.JsonParser;
import tools.jackson.databind.DeserializationContext;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.deser.std.StdDeserializer;
import tools.jackson.databind.node.ObjectNode;

/**
 * Reads a {@link ChannelState}. States carry no discriminator on the wire, so the kind is told by the
 * fields each one requires, in this order: {@code agents} (root), {@code claim} and {@code content}
 * (terminal), {@code lifecycle} and {@code chats} (session), {@code turns} (chat), {@code status} and
 * {@code files} (changeset), an {@code annotations} array (annotations), {@code root} and
 * {@code recursive} (resource watch). Anything else is kept as an {@link UnknownState}.
 */
public final class ChannelStateDeserializer extends StdDeserializer<ChannelState> {

    /** The one instance the shared mapper registers. */
    public ChannelStateDeserializer() {
        super(ChannelState.class);
    }

    @Override
    public ChannelState deserialize(JsonParser p, DeserializationContext ctxt) {
        JsonNode tree = ctxt.readTree(p);
        if (!(tree instanceof ObjectNode node)) {
            return ctxt.reportInputMismatch(ChannelState.class, "a channel state must be a JSON object");
        }
        if (node.has("agents")) {
            return ctxt.readTreeAsValue(node, RootState.class);
        }
        if (node.has("claim") && node.has("content")) {
            return ctxt.readTreeAsValue(node, TerminalState.class);
        }
        if (node.has("lifecycle") && node.has("chats")) {
            return SessionState.of(node);
        }
        if (node.has("turns")) {
            return ctxt.readTreeAsValue(node, ChatState.class);
        }
        if (node.has("status") && node.has("files")) {
            return ChangesetState.of(node);
        }
        if (node.get("annotations") != null && node.get("annotations").isArray()) {
            return AnnotationsState.of(node);
        }
        if (node.has("root") && node.has("recursive")) {
            return ResourceWatchState.of(node);
        }
        return new UnknownState(node);
    }
}

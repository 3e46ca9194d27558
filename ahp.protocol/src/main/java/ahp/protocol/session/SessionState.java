package ahp.protocol.session;

import ahp.protocol.ChannelState;
import ahp.protocol.Json;
import ahp.protocol.chat.ChatSummary;
import ahp.protocol.internal.WrittenAsTree;
import com.fasterxml.jackson.annotation.JsonCreator;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The state of a session channel ({@code SessionState} on the wire, in the host's 0.9.0 shape): the
 * session's header ({@code provider}, {@code title}, {@code status}, {@code lifecycle}, ...), its chat
 * catalogue, clients, customizations and outstanding input. It is kept as the JSON object the
 * protocol defines, so every field, known or not, survives, and read through a few typed accessors.
 * {@link SessionReducer} changes it; {@link #of} makes one from a tree.
 *
 * <p>The session's own URI is not part of its state on the wire (a snapshot names it as its
 * {@code resource}); the host knows it as the channel it serves.
 *
 * <p>Immutable: the tree is private, copied on the way in and out, and never changed; a reduction
 * builds a new tree that shares the unchanged branches.
 */
public final class SessionState implements ChannelState, WrittenAsTree {

    private final ObjectNode body;

    private SessionState(ObjectNode body) {
        this.body = body;
    }

    /** A session state holding a private copy of {@code body} (a {@code SessionState} object in the 0.9.0 shape). */
    @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
    public static SessionState of(ObjectNode body) {
        return new SessionState(Objects.requireNonNull(body, "body").deepCopy());
    }

    /** Wraps a tree nobody else holds (the reducer's freshly built ones). */
    static SessionState adopt(ObjectNode body) {
        return new SessionState(body);
    }

    /** The tree, for the reducer only: never to be changed. */
    ObjectNode tree() {
        return body;
    }

    /** A copy of the whole state object. */
    @Override
    public ObjectNode body() {
        return body.deepCopy();
    }

    /** The agent provider's id, or null. */
    public String provider() {
        return body.path("provider").asString(null);
    }

    /** The session's title, or null. */
    public String title() {
        return body.path("title").asString(null);
    }

    /** The summary status bits ({@link ahp.protocol.chat.SessionStatus}), bits this host does not know included. */
    public long status() {
        return body.path("status").asLong(0);
    }

    /** The lifecycle ({@link SessionLifecycle}), or null. */
    public String lifecycle() {
        return body.path("lifecycle").asString(null);
    }

    /** The working directories the session's agent may use, in order; empty when none are set. */
    public List<String> workingDirectories() {
        List<String> out = new ArrayList<>();
        body.path("workingDirectories").forEach(dir -> {
            if (dir.isString()) {
                out.add(dir.asString());
            }
        });
        return List.copyOf(out);
    }

    /** The chat catalogue, in the session's order. */
    public List<ChatSummary> chats() {
        List<ChatSummary> out = new ArrayList<>();
        body.path("chats").forEach(chat -> out.add(Json.MAPPER.treeToValue(chat, ChatSummary.class)));
        return List.copyOf(out);
    }

    /** The chat that receives input addressed to the session, if one is set. */
    public Optional<String> defaultChat() {
        JsonNode chat = body.get("defaultChat");
        return chat != null && chat.isString() ? Optional.of(chat.asString()) : Optional.empty();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof SessionState that && body.equals(that.body);
    }

    @Override
    public int hashCode() {
        return body.hashCode();
    }

    @Override
    public String toString() {
        return "SessionState" + body;
    }
}

package ahp.protocol.session;

import ahp.protocol.Action;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * The session actions this host builds and reads as records: the ones it emits itself when it runs a
 * session (its lifecycle, its title, its chat catalogue). Every other {@code session/*} action stays
 * an {@link ahp.protocol.UnknownAction}, which {@link SessionReducer} reads as the JSON it is.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
@JsonSubTypes({
    @JsonSubTypes.Type(value = SessionReady.class, name = SessionReady.TYPE),
    @JsonSubTypes.Type(value = SessionCreationFailed.class, name = SessionCreationFailed.TYPE),
    @JsonSubTypes.Type(value = SessionTitleChanged.class, name = SessionTitleChanged.TYPE),
    @JsonSubTypes.Type(value = ChatAdded.class, name = ChatAdded.TYPE),
    @JsonSubTypes.Type(value = ChatRemoved.class, name = ChatRemoved.TYPE),
    @JsonSubTypes.Type(value = ChatUpdated.class, name = ChatUpdated.TYPE)})
public sealed interface SessionAction extends Action
        permits SessionReady, SessionCreationFailed, SessionTitleChanged, ChatAdded, ChatRemoved, ChatUpdated {

    /** Fields of this action the host does not model, kept for the echo and the round trip. */
    Map<String, JsonNode> extra();
}

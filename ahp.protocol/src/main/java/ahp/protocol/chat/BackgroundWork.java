package ahp.protocol.chat;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import java.util.Map;

/**
 * One piece of work running in the background for a chat (since 0.9.0), discriminated by
 * {@code kind}: a shell command ({@link BackgroundShellWork}), a subagent
 * ({@link BackgroundSubagentWork}), or a kind this host does not know ({@link UnknownBackgroundWork}),
 * which is kept, as clients must keep it.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "kind", visible = true,
        defaultImpl = UnknownBackgroundWork.class)
@JsonSubTypes({
    @JsonSubTypes.Type(value = BackgroundShellWork.class, name = BackgroundShellWork.KIND),
    @JsonSubTypes.Type(value = BackgroundSubagentWork.class, name = BackgroundSubagentWork.KIND)})
public sealed interface BackgroundWork permits BackgroundShellWork, BackgroundSubagentWork, UnknownBackgroundWork {

    /** The entry's id, unique within its chat. */
    String id();

    /** The wire {@code kind}. */
    String kind();

    /** Host extensions ({@code _meta}), or null. */
    Map<String, Object> meta();
}

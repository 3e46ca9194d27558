package ahp.agenttools;

import java.util.Objects;

/**
 * One tool call, as the host tells the tools about it: who asked and where it runs.
 *
 * @param userName the person whose turn runs the call: its grants are theirs
 * @param turnId the turn the call belongs to
 * @param toolCallId the call's id, which a shell it opens is claimed by and shown on
 */
public record ShellCall(String userName, String turnId, String toolCallId) {

    /** Checks that every field is there. */
    public ShellCall {
        Objects.requireNonNull(userName, "userName");
        Objects.requireNonNull(turnId, "turnId");
        Objects.requireNonNull(toolCallId, "toolCallId");
    }
}

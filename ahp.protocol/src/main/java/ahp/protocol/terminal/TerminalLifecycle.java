package ahp.protocol.terminal;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;

/** Whether a terminal's process is still there ({@code lifecycle} on 0.9.0 state). */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "status")
@JsonSubTypes({
    @JsonSubTypes.Type(value = TerminalLifecycle.Running.class, name = "running"),
    @JsonSubTypes.Type(value = TerminalLifecycle.Exited.class, name = "exited")})
public sealed interface TerminalLifecycle {

    /** The one running value. */
    Running RUNNING = new Running();

    /** The process is there. */
    record Running() implements TerminalLifecycle {}

    /**
     * The process is gone.
     *
     * @param exitCode its exit code, or null where none is known
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record Exited(Integer exitCode) implements TerminalLifecycle {}
}

package ahp.protocol.terminal;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;

/**
 * One part of a terminal's content. The raw stream is the concatenation of every part's text in
 * order: output no command claims is {@link Unclassified}; each command the shell marks is a
 * {@link Command}.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
@JsonSubTypes({
    @JsonSubTypes.Type(value = TerminalContentPart.Unclassified.class, name = "unclassified"),
    @JsonSubTypes.Type(value = TerminalContentPart.Command.class, name = "command")})
public sealed interface TerminalContentPart {

    /** This part's text: {@code value} or {@code output}. */
    String text();

    /** @param value output that no command claims */
    record Unclassified(@JsonProperty(required = true) String value) implements TerminalContentPart {
        @Override
        public String text() {
            return value;
        }
    }

    /**
     * One command the shell marked.
     *
     * @param commandId the host's id for it
     * @param commandLine the line the shell ran
     * @param output what it printed so far
     * @param timestamp when it started, epoch milliseconds on the host's clock
     * @param isComplete whether the shell said it finished
     * @param exitCode the shell's exit code for it, once finished
     * @param durationMs how long it ran, once finished
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record Command(
            @JsonProperty(required = true) String commandId,
            @JsonProperty(required = true) String commandLine,
            @JsonProperty(required = true) String output,
            @JsonProperty(required = true) long timestamp,
            @JsonProperty(required = true) boolean isComplete,
            Integer exitCode,
            Long durationMs) implements TerminalContentPart {
        @Override
        public String text() {
            return output;
        }
    }
}

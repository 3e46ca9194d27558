package ahp.protocol.terminal;

import ahp.protocol.Action;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import java.util.Map;

/**
 * The eleven actions of the terminal channel. Which side may send each is
 * {@link #clientDispatchable()}; how each changes state is {@link TerminalReducer}.
 *
 * <p>Decode through {@link Action} so an unknown {@code terminal/*} type becomes an
 * {@link ahp.protocol.UnknownAction} instead of an error; reading straight into this type accepts only
 * the eleven.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
@JsonSubTypes({
    @JsonSubTypes.Type(value = TerminalAction.Data.class, name = TerminalAction.Data.TYPE),
    @JsonSubTypes.Type(value = TerminalAction.Input.class, name = TerminalAction.Input.TYPE),
    @JsonSubTypes.Type(value = TerminalAction.Resized.class, name = TerminalAction.Resized.TYPE),
    @JsonSubTypes.Type(value = TerminalAction.Claimed.class, name = TerminalAction.Claimed.TYPE),
    @JsonSubTypes.Type(value = TerminalAction.TitleChanged.class, name = TerminalAction.TitleChanged.TYPE),
    @JsonSubTypes.Type(value = TerminalAction.CwdChanged.class, name = TerminalAction.CwdChanged.TYPE),
    @JsonSubTypes.Type(value = TerminalAction.Exited.class, name = TerminalAction.Exited.TYPE),
    @JsonSubTypes.Type(value = TerminalAction.Cleared.class, name = TerminalAction.Cleared.TYPE),
    @JsonSubTypes.Type(value = TerminalAction.CommandDetectionAvailable.class,
            name = TerminalAction.CommandDetectionAvailable.TYPE),
    @JsonSubTypes.Type(value = TerminalAction.CommandExecuted.class, name = TerminalAction.CommandExecuted.TYPE),
    @JsonSubTypes.Type(value = TerminalAction.CommandFinished.class, name = TerminalAction.CommandFinished.TYPE)})
public sealed interface TerminalAction extends Action {

    /** The wire {@code type} of this action. */
    @Override
    String type();

    /** Whether a client may dispatch this action; the others are the host's alone. */
    @Override
    default boolean clientDispatchable() {
        return false;
    }

    /** @param data output, possibly holding VT sequences (host only) */
    record Data(@JsonProperty(required = true) String data) implements TerminalAction {
        public static final String TYPE = "terminal/data";

        @Override
        public String type() {
            return TYPE;
        }
    }

    /** @param data what a client typed; changes no state, the host writes it to the process */
    record Input(@JsonProperty(required = true) String data) implements TerminalAction {
        public static final String TYPE = "terminal/input";

        @Override
        public String type() {
            return TYPE;
        }

        @Override
        public boolean clientDispatchable() {
            return true;
        }
    }

    /** @param cols new columns @param rows new rows */
    record Resized(@JsonProperty(required = true) int cols, @JsonProperty(required = true) int rows)
            implements TerminalAction {
        public static final String TYPE = "terminal/resized";

        @Override
        public String type() {
            return TYPE;
        }

        @Override
        public boolean clientDispatchable() {
            return true;
        }
    }

    /** @param claim the new holder */
    record Claimed(@JsonProperty(required = true) TerminalClaim claim) implements TerminalAction {
        public static final String TYPE = "terminal/claimed";

        @Override
        public String type() {
            return TYPE;
        }

        @Override
        public boolean clientDispatchable() {
            return true;
        }
    }

    /** @param title the new title */
    record TitleChanged(@JsonProperty(required = true) String title) implements TerminalAction {
        public static final String TYPE = "terminal/titleChanged";

        @Override
        public String type() {
            return TYPE;
        }

        @Override
        public boolean clientDispatchable() {
            return true;
        }
    }

    /** @param cwd the shell's directory as a {@code file:} URI (host only) */
    record CwdChanged(@JsonProperty(required = true) String cwd) implements TerminalAction {
        public static final String TYPE = "terminal/cwdChanged";

        @Override
        public String type() {
            return TYPE;
        }
    }

    /**
     * The process is gone and every byte it wrote has been sent (host only).
     *
     * @param exitCode its exit code; 128 for a process a signal ended
     * @param meta host extensions; this host puts {@code signal} (for example {@code "SIGKILL"}) here
     *     when a signal ended the process
     */
    @JsonInclude(JsonInclude.Include.NON_EMPTY)
    record Exited(Integer exitCode, @JsonProperty("_meta") Map<String, Object> meta) implements TerminalAction {
        public static final String TYPE = "terminal/exited";

        /** An exit with a code and nothing beside it. */
        public Exited(Integer exitCode) {
            this(exitCode, null);
        }

        @Override
        public String type() {
            return TYPE;
        }
    }

    /** The content is dropped; size, title and claim stay. */
    record Cleared() implements TerminalAction {
        public static final String TYPE = "terminal/cleared";

        @Override
        public String type() {
            return TYPE;
        }

        @Override
        public boolean clientDispatchable() {
            return true;
        }
    }

    /** The shell has marked its first command boundary (host only). */
    record CommandDetectionAvailable() implements TerminalAction {
        public static final String TYPE = "terminal/commandDetectionAvailable";

        @Override
        public String type() {
            return TYPE;
        }
    }

    /**
     * A command started (host only).
     *
     * @param commandId the host's id for it
     * @param commandLine the line the shell runs
     * @param timestamp epoch milliseconds on the host's clock
     */
    record CommandExecuted(
            @JsonProperty(required = true) String commandId,
            @JsonProperty(required = true) String commandLine,
            @JsonProperty(required = true) long timestamp) implements TerminalAction {
        public static final String TYPE = "terminal/commandExecuted";

        @Override
        public String type() {
            return TYPE;
        }
    }

    /**
     * A command finished (host only).
     *
     * @param commandId the id its {@link CommandExecuted} gave
     * @param exitCode the shell's exit code for it, where the shell said one
     * @param durationMs milliseconds since it started
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record CommandFinished(@JsonProperty(required = true) String commandId, Integer exitCode, Long durationMs)
            implements TerminalAction {
        public static final String TYPE = "terminal/commandFinished";

        @Override
        public String type() {
            return TYPE;
        }
    }
}

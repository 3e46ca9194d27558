package ahp.protocol.chat;

import java.util.Map;

/** An action on one tool call of a turn: every one names the turn, the call, and may carry {@code _meta}. */
public sealed interface ToolCallAction extends ChatAction permits ToolCallStart, ToolCallDelta, ToolCallReady,
        ToolCallConfirmed, ToolCallComplete, ToolCallResultConfirmed, ToolCallContentChanged, ToolCallAuthRequired,
        ToolCallAuthResolved {

    /** The turn the call belongs to. */
    String turnId();

    /** The call. */
    String toolCallId();

    /**
     * Extensions for the call ({@code _meta}), or null. A non-null value replaces the call's own
     * {@code _meta}; the well-known key {@code ptyTerminal} ({@code {input, output}}) says the tool ran
     * on a terminal.
     */
    Map<String, Object> meta();
}

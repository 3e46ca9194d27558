package ahp.agenttools;

import ahp.protocol.Json;
import java.util.Objects;
import tools.jackson.databind.node.ObjectNode;

/**
 * What a tool call answers: the text the model reads, whether it is an error, and VS Code's error
 * kind where it names one.
 *
 * @param text what the model reads
 * @param isError whether the call failed (VS Code's {@code resultType: "failure"}): a command that
 *     exited with a code other than 0 is one, as is a refusal
 * @param error VS Code's error kind ({@code timeout}, {@code alternateBuffer}, {@code no_shell},
 *     {@code not_found}, {@code wrong_shell}) or this host's ({@code permission_denied},
 *     {@code failed}, {@code invalid_arguments}, {@code unknown_tool}, {@code closed}); null for none
 */
public record ToolResult(String text, boolean isError, String error) {

    /** Checks the text. */
    public ToolResult {
        Objects.requireNonNull(text, "text");
    }

    /** A success. */
    static ToolResult success(String text) {
        return new ToolResult(text, false, null);
    }

    /** A failure of the kind {@code error} (null for none named). */
    static ToolResult failure(String text, String error) {
        return new ToolResult(text, true, error);
    }

    /** The same result with {@code prefix} before its text. */
    ToolResult prefixed(String prefix) {
        return new ToolResult(prefix + text, isError, error);
    }

    /** The result as an MCP {@code CallToolResult}: {@code {"content": [{"type": "text", "text": ...}], "isError": ...}}. */
    public ObjectNode toJson() {
        ObjectNode result = Json.MAPPER.createObjectNode();
        result.putArray("content").addObject().put("type", "text").put("text", text);
        result.put("isError", isError);
        return result;
    }
}

package ahp.protocol.chat;

import ahp.protocol.internal.Frozen;
import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.StringNode;

/**
 * The result a completed tool call carries.
 *
 * @param success whether the tool did what it was asked (a command exiting non-zero is
 *     {@code false} with no {@code error})
 * @param pastTenseMessage what it did, as a string or a markdown object
 * @param content the result blocks, or null
 * @param structuredContent structured output, or null
 * @param error what went wrong running the tool, or null
 * @param extra fields this host does not model, kept as they are
 */
public record ToolCallResult(
        @JsonProperty(required = true) boolean success,
        @JsonProperty(required = true) JsonNode pastTenseMessage,
        List<ToolResultContent> content,
        JsonNode structuredContent,
        JsonNode error,
        @JsonAnySetter @JsonAnyGetter Map<String, JsonNode> extra) {

    /** Copies the trees and lists. */
    public ToolCallResult {
        pastTenseMessage = Frozen.node(pastTenseMessage);
        content = Frozen.listOrNull(content);
        structuredContent = Frozen.node(structuredContent);
        error = Frozen.node(error);
        extra = Frozen.extra(extra);
    }

    /** A result with a plain-text message and these blocks. */
    public static ToolCallResult of(boolean success, String pastTenseMessage, List<ToolResultContent> content) {
        return new ToolCallResult(success, StringNode.valueOf(pastTenseMessage), content, null, null, Map.of());
    }

    /** This result with {@code content} replaced. */
    public ToolCallResult withContent(List<ToolResultContent> newContent) {
        return new ToolCallResult(success, pastTenseMessage, newContent, structuredContent, error, extra);
    }
}

package ahp.protocol.chat;

import ahp.protocol.Json;
import java.util.List;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * The trees the chat reducer keeps of the values every turn carries (its message, a tool call's
 * result and content blocks), built directly: exactly what {@code Json.MAPPER.valueToTree} writes
 * (fields in the records' order, nulls left out, each block with its {@code type}), which costs
 * several times as much. Anything else (extra or {@code _meta} fields, a block of another type, a
 * terminal block whose command result says more than its exit code) still goes through the mapper.
 */
final class ValueTrees {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private ValueTrees() {}

    /** A turn's message. */
    static JsonNode message(ChatMessage message) {
        if (message.meta() != null || !message.extra().isEmpty()) {
            return Json.MAPPER.valueToTree(message);
        }
        ObjectNode tree = NODES.objectNode();
        tree.put("text", message.text());
        putCopy(tree, "origin", message.origin());
        return tree;
    }

    /** A tool call's result. */
    static JsonNode result(ToolCallResult result) {
        if (!result.extra().isEmpty() || !plain(result.content())) {
            return Json.MAPPER.valueToTree(result);
        }
        ObjectNode tree = NODES.objectNode();
        tree.put("success", result.success());
        putCopy(tree, "pastTenseMessage", result.pastTenseMessage());
        if (result.content() != null) {
            tree.set("content", blocks(result.content()));
        }
        putCopy(tree, "structuredContent", result.structuredContent());
        putCopy(tree, "error", result.error());
        return tree;
    }

    /** Content blocks, each with its {@code type}. */
    static ArrayNode blocks(List<ToolResultContent> blocks) {
        ArrayNode array = NODES.arrayNode(blocks.size());
        for (ToolResultContent block : blocks) {
            array.add(block(block));
        }
        return array;
    }

    private static JsonNode block(ToolResultContent block) {
        switch (block) {
            case TextContent text when text.extra().isEmpty() -> {
                return NODES.objectNode().put("type", TextContent.TYPE).put("text", text.text());
            }
            case TerminalContent terminal when terminal.extra().isEmpty() && plain(terminal.result()) -> {
                ObjectNode tree = NODES.objectNode().put("type", TerminalContent.TYPE).put("resource", terminal.resource())
                        .put("title", terminal.title());
                if (terminal.isPty() != null) {
                    tree.put("isPty", terminal.isPty());
                }
                if (terminal.result() != null) {
                    ObjectNode result = tree.putObject("result");
                    if (terminal.result().exitCode() != null) {
                        result.put("exitCode", terminal.result().exitCode().intValue());
                    }
                }
                return tree;
            }
            default -> {
                return Json.MAPPER.valueToTree(block); // per element: a list at the root would lose "type"
            }
        }
    }

    /** Whether a terminal block's command result is one {@link #block} writes itself: none, or an exit code alone. */
    private static boolean plain(TerminalCommandResult result) {
        return result == null || result.preview() == null && result.truncated() == null && result.extra().isEmpty();
    }

    /** Whether every block is one {@link #block} builds itself (or there are none). */
    private static boolean plain(List<ToolResultContent> blocks) {
        return blocks == null || blocks.stream().allMatch(block -> block instanceof TextContent || block instanceof TerminalContent);
    }

    private static void putCopy(ObjectNode tree, String name, JsonNode value) {
        if (value != null) {
            tree.set(name, value.deepCopy());
        }
    }
}

package ahp.protocol.chat;

import static org.junit.jupiter.api.Assertions.assertEquals;

import ahp.protocol.Json;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.NullNode;
import tools.jackson.databind.node.ObjectNode;
import tools.jackson.databind.node.StringNode;

/** The directly built trees are the mapper's, text for text (so field order too), plain values and not. */
class ValueTreesTest {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    @Test
    void aMessageIsWhatTheMapperWrites() {
        ObjectNode origin = NODES.objectNode().put("kind", "agent");
        for (ChatMessage message : List.of(new ChatMessage("hi", origin, null, Map.of()),
                new ChatMessage("", null, null, Map.of()), new ChatMessage("x", NullNode.getInstance(), null, Map.of()),
                new ChatMessage("m", origin, Map.of("k", 1), Map.of()),
                new ChatMessage("e", origin, null, Map.of("more", StringNode.valueOf("v"))))) {
            same(Json.MAPPER.valueToTree(message), ValueTrees.message(message));
        }
    }

    @Test
    void aResultAndItsBlocksAreWhatTheMapperWrites() {
        List<ToolResultContent> blocks = List.of(new TerminalContent("ahp-terminal:/a", "Terminal", true, null),
                new TerminalContent("ahp-terminal:/b", "T", null, null), new TextContent("out\nput"),
                new TerminalContent("ahp-terminal:/c", "T", true, new TerminalCommandResult(0, null, null)),
                new TerminalContent("ahp-terminal:/d", "T", false, new TerminalCommandResult(null, null, null)),
                new TerminalContent("ahp-terminal:/e", "T", true, new TerminalCommandResult(2, "prev", true)),
                new TextContent("x", Map.of("annotations", NODES.objectNode().put("a", 1))));
        List<ToolCallResult> results = new ArrayList<>();
        results.add(ToolCallResult.of(true, "Ran `true`", blocks));
        results.add(ToolCallResult.of(false, "Ran `false`", null));
        results.add(ToolCallResult.of(false, "Ran", List.of()));
        results.add(new ToolCallResult(true, StringNode.valueOf("p"), List.of(new TextContent("t")),
                NODES.objectNode().put("s", 2), NullNode.getInstance(), Map.of()));
        results.add(new ToolCallResult(true, StringNode.valueOf("p"), List.of(new TextContent("t")), null, null,
                Map.of("extra", StringNode.valueOf("e"))));
        results.add(Json.MAPPER.readValue("{\"success\":true,\"pastTenseMessage\":{\"markdown\":\"m\"},\"content\":"
                + "[{\"type\":\"resource\",\"uri\":\"file:///x\"},{\"type\":\"text\",\"text\":\"t\"}]}", ToolCallResult.class));
        for (ToolCallResult result : results) {
            same(Json.MAPPER.valueToTree(result), ValueTrees.result(result));
        }
        for (ToolResultContent block : blocks) {
            same(Json.MAPPER.valueToTree(block), ValueTrees.blocks(List.of(block)).get(0));
        }
    }

    private static void same(JsonNode expected, JsonNode actual) {
        assertEquals(expected.toString(), actual.toString());
        assertEquals(expected, actual);
    }
}

package ahp.backends.acp.session;

import static org.junit.jupiter.api.Assertions.assertEquals;

import ahp.backends.acp.client.AgentTerminals;
import ahp.protocol.Json;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.node.ArrayNode;

/** ACP tool call content as AHP tool result content. */
class ToolContentTest {

    @Test
    void eachKindOfContentHasItsBlock() {
        List<String> opened = new ArrayList<>();
        ArrayNode mapped = ToolContent.map(Json.MAPPER.readTree("""
                [{"type": "content", "content": {"type": "text", "text": "hello"}},
                 {"type": "content", "content": {"type": "image", "mimeType": "image/png", "data": "iVBO"}},
                 {"type": "content", "content": {"type": "resource_link", "uri": "file:///a.pdf", "name": "a.pdf", "mimeType": "application/pdf", "size": 10}},
                 {"type": "content", "content": {"type": "resource", "resource": {"uri": "file:///b.txt", "text": "embedded"}}},
                 {"type": "diff", "path": "/w/f.txt", "oldText": "a\\nb\\nc", "newText": "a\\nB\\nc\\nd"},
                 {"type": "diff", "path": "/w/new.txt", "newText": "x\\ny"},
                 {"type": "terminal", "terminalId": "term-9"},
                 {"type": "something-new"}]"""), new AgentTerminals(Optional.empty()), (id, terminal) -> opened.add(id));

        assertEquals(Json.MAPPER.readTree("""
                [{"type": "text", "text": "hello"},
                 {"type": "embeddedResource", "data": "iVBO", "contentType": "image/png"},
                 {"type": "resource", "uri": "file:///a.pdf", "contentType": "application/pdf", "sizeHint": 10},
                 {"type": "text", "text": "embedded"},
                 {"type": "fileEdit", "after": {"uri": "file:///w/f.txt", "content": {"uri": "file:///w/f.txt", "contentType": "text/plain"}},
                  "diff": {"added": 2, "removed": 1}},
                 {"type": "fileEdit", "after": {"uri": "file:///w/new.txt", "content": {"uri": "file:///w/new.txt", "contentType": "text/plain"}},
                  "diff": {"added": 2, "removed": 0}}]""").toString(), mapped.toString());
        assertEquals(List.of(), opened, "a terminal the agent never had is left out");
    }

    @Test
    void permissionOptionsAndAnswers() {
        var options = Json.MAPPER.readTree("""
                [{"optionId": "a1", "name": "Allow", "kind": "allow_always"},
                 {"optionId": "a2", "name": "Allow once", "kind": "allow_once"},
                 {"optionId": "r1", "name": "Never", "kind": "reject_always"}]""");
        assertEquals(Json.MAPPER.readTree("""
                [{"id": "a1", "label": "Allow", "kind": "approve", "group": 1},
                 {"id": "a2", "label": "Allow once", "kind": "approve", "group": 1},
                 {"id": "r1", "label": "Never", "kind": "deny", "group": 2}]"""), PermissionOptions.toConfirmationOptions(options));
        assertEquals("a2", PermissionOptions.outcome(new ahp.backends.api.ToolCallConfirmation(true, null), options, false)
                .path("outcome").path("optionId").asString(), "allow_once first");
        assertEquals("a1", PermissionOptions.outcome(new ahp.backends.api.ToolCallConfirmation(true, "a1"), options, false)
                .path("outcome").path("optionId").asString());
        assertEquals("r1", PermissionOptions.outcome(new ahp.backends.api.ToolCallConfirmation(false, null), options, false)
                .path("outcome").path("optionId").asString(), "reject_always when there is no reject_once");
        assertEquals("cancelled", PermissionOptions.outcome(ahp.backends.api.ToolCallConfirmation.denied(), options, true)
                .path("outcome").path("outcome").asString(), "the turn ended first");
    }
}

package ahp.protocol.chat;

import static org.junit.jupiter.api.Assertions.assertEquals;

import ahp.protocol.Json;
import java.util.Random;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;

/**
 * {@link PartIndex} against the plain search it replaces: after every append or replacement of a
 * random part (calls in every status, markdown parts sharing the calls' ids, parts without ids, open
 * and answered requests), each lookup answers what looking through the parts from the first answers.
 */
class PartIndexTest {

    private static final String[] STATUSES = {"streaming", "pending-confirmation", "running", "auth-required",
            "pending-result-confirmation", "completed", "cancelled"};

    @Test
    void everyLookupAnswersWhatThePlainSearchAnswersAsPartsAreAppendedAndReplaced() {
        for (long seed = 1; seed <= 20; seed++) {
            Random random = new Random(seed);
            ArrayNode parts = JsonNodeFactory.instance.arrayNode();
            PartIndex index = PartIndex.of(parts);
            for (int step = 0; step < 400; step++) {
                JsonNode part = part(random);
                ArrayNode next = parts.deepCopy();
                if (parts.isEmpty() || random.nextInt(3) == 0) {
                    next.add(part);
                    index.appended(next, part);
                } else {
                    int at = random.nextInt(parts.size());
                    next.set(at, part);
                    index.replaced(next, at, part);
                }
                parts = next;
                String where = "seed " + seed + ", step " + step;
                assertAnswersAsTheSearch(parts, index, where);
                assertAnswersAsTheSearch(parts, PartIndex.of(parts), where + " (built)");
            }
        }
    }

    private static void assertAnswersAsTheSearch(ArrayNode parts, PartIndex index, String where) {
        for (int n = 0; n < 6; n++) {
            String id = "id-" + n;
            assertEquals(first(parts, p -> id.equals(PartIndex.partId(p))), index.firstWithId(id), where + ": " + id);
            assertEquals(first(parts, p -> ActiveTurns.isToolCall(p) && id.equals(p.get("toolCall").path("toolCallId")
                    .asString(null))), index.firstToolCall(id), where + ": call " + id);
            assertEquals(first(parts, p -> InputRequests.isOpen(p) && id.equals(p.get("request").path("id").asString(null))),
                    index.firstOpenRequest(id), where + ": request " + id);
        }
        assertEquals(first(parts, ToolCallTransitions::isBlocked) >= 0, index.anyBlocked(), where + ": blocked");
        assertEquals(first(parts, InputRequests::isOpen) >= 0, index.anyOpen(), where + ": open");
    }

    private static int first(ArrayNode parts, java.util.function.Predicate<JsonNode> test) {
        for (int i = 0; i < parts.size(); i++) {
            if (test.test(parts.get(i))) {
                return i;
            }
        }
        return -1;
    }

    private static JsonNode part(Random random) {
        String id = "id-" + random.nextInt(6);
        return Json.MAPPER.readTree(switch (random.nextInt(5)) {
            case 0, 1 -> "{\"kind\":\"toolCall\",\"toolCall\":{\"toolCallId\":\"%s\",\"status\":\"%s\"}}"
                    .formatted(id, STATUSES[random.nextInt(STATUSES.length)]);
            case 2 -> "{\"kind\":\"markdown\",\"id\":\"%s\",\"content\":\"\"}".formatted(id);
            case 3 -> random.nextBoolean() ? "{\"kind\":\"inputRequest\",\"request\":{\"id\":\"%s\"}}".formatted(id)
                    : "{\"kind\":\"inputRequest\",\"request\":{\"id\":\"%s\"},\"response\":\"accept\"}".formatted(id);
            default -> "{\"kind\":\"reasoning\",\"content\":\"\"}";
        });
    }
}

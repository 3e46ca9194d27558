package ahp.client;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** What arrives before a connection is ready is held, then handed on first, in order. */
class NotificationGateTest {

    @Test
    void heldNotificationsComeFirstThenTheRestAsTheyArrive() {
        NotificationGate gate = new NotificationGate();
        gate.accept(note(1));
        gate.accept(note(2));
        List<Integer> seen = new ArrayList<>();
        gate.open(notification -> seen.add(notification.path("n").asInt()));
        gate.accept(note(3));
        assertEquals(List.of(1, 2, 3), seen);
    }

    private static JsonNode note(int n) {
        return RpcClient.json().createObjectNode().put("n", n);
    }
}

package ahp.protocol.changeset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;

import ahp.protocol.Action;
import ahp.protocol.Json;
import ahp.protocol.session.SessionReady;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.node.ObjectNode;

class ChangesetReducerTest {

    private static ChangesetState computing() {
        return ChangesetState.of((ObjectNode) Json.MAPPER.readTree("""
                {"status":"computing","files":[{"id":"a","edit":{}},{"id":"b","edit":{},"reviewed":false}]}"""));
    }

    private static Action action(String json) {
        return Json.read(json, Action.class);
    }

    @Test
    void anErrorStaysOnlyWhileTheStatusIsError() {
        ChangesetState failed = ChangesetReducer.reduce(computing(),
                action("{\"type\":\"changeset/statusChanged\",\"status\":\"error\",\"error\":{\"errorType\":\"git\",\"message\":\"m\"}}"));
        assertEquals("error", failed.status());
        ChangesetState ready = ChangesetReducer.reduce(failed,
                action("{\"type\":\"changeset/statusChanged\",\"status\":\"ready\",\"error\":{\"errorType\":\"stale\",\"message\":\"m\"}}"));
        assertEquals("ready", ready.status());
        assertFalse(ready.body().has("error"));
    }

    @Test
    void filesKeepTheirOrderAndMissesChangeNothing() {
        ChangesetState state = ChangesetReducer.reduce(computing(),
                action("{\"type\":\"changeset/fileSet\",\"file\":{\"id\":\"a\",\"edit\":{\"x\":1}}}"));
        assertEquals(List.of("a", "b"), state.files().stream().map(f -> f.get("id").asString()).toList());
        assertEquals(1, state.files().getFirst().get("edit").get("x").asInt());
        for (Action miss : List.of(action("{\"type\":\"changeset/fileRemoved\",\"fileId\":\"nope\"}"),
                action("{\"type\":\"changeset/filesReviewChanged\",\"files\":[\"b\"],\"reviewed\":false}"),
                action("{\"type\":\"changeset/operationStatusChanged\",\"operationId\":\"nope\",\"status\":\"running\"}"),
                action("{\"type\":\"changeset/somethingNewer\"}"), new SessionReady())) {
            assertSame(state, ChangesetReducer.reduce(state, miss), miss.type());
        }
    }
}

package ahp.protocol;

import static ahp.protocol.JsonAssert.assertJsonEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import ahp.protocol.annotations.AnnotationsState;
import ahp.protocol.changeset.ChangesetState;
import ahp.protocol.chat.ChatState;
import ahp.protocol.command.Snapshot;
import ahp.protocol.resourcewatch.ResourceWatchState;
import ahp.protocol.session.SessionState;
import org.junit.jupiter.api.Test;

/** A snapshot's state is read as the channel's own type, told apart by its required fields, and written back unchanged. */
class ChannelStatesTest {

    private static ChannelState snapshotState(String state) {
        String json = "{\"resource\":\"x:/1\",\"state\":" + state + ",\"fromSeq\":3}";
        Snapshot snapshot = Json.read(json, Snapshot.class);
        assertJsonEquals(json, snapshot);
        return snapshot.state();
    }

    @Test
    void everyKindOfStateIsToldApart() {
        assertInstanceOf(SessionState.class, snapshotState("""
                {"provider":"p","title":"t","status":1,"lifecycle":"ready","activeClients":[],"chats":[],
                 "annotations":{"resource":"ahp-session:/s/annotations","annotationCount":0,"entryCount":0},"later":1}"""));
        assertInstanceOf(ChatState.class, snapshotState(
                "{\"resource\":\"ahp-chat:/c\",\"title\":\"t\",\"status\":1,\"modifiedAt\":\"m\",\"turns\":[]}"));
        assertInstanceOf(ChangesetState.class, snapshotState("{\"status\":\"ready\",\"files\":[],\"later\":1}"));
        assertInstanceOf(AnnotationsState.class, snapshotState("{\"annotations\":[]}"));
        assertInstanceOf(ResourceWatchState.class, snapshotState("{\"root\":\"file:///w\",\"recursive\":true}"));
        assertInstanceOf(UnknownState.class, snapshotState("{\"somethingElse\":true}"));
    }
}

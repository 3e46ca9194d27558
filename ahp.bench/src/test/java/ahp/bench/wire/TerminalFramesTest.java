package ahp.bench.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

/** The token reader of terminal frames agrees with the tree reader, and leaves every other frame to it. */
class TerminalFramesTest {

    private static final JsonMapper JSON = JsonMapper.shared();

    @Test
    void aTerminalsOutputAndExitReadAsTheTreeReadsThem() {
        for (String frame : new String[] {
                "{\"jsonrpc\":\"2.0\",\"method\":\"action\",\"params\":{\"channel\":\"ahp-terminal:/t1\","
                        + "\"action\":{\"type\":\"terminal/data\",\"data\":\"a\\\"b\\u00e9\\n\\u001b[0m\"},\"serverSeq\":42}}",
                "{\"jsonrpc\":\"2.0\",\"method\":\"action\",\"params\":{\"serverSeq\":7,\"origin\":{\"clientId\":\"c\","
                        + "\"clientSeq\":1},\"channel\":\"ahp-terminal:/t2\",\"action\":{\"exitCode\":3,\"type\":\"terminal/exited\"}}}",
                " { \"method\" : \"action\" , \"x\":[1,{\"a\":\"}]\\\"\"},true,null,-2.5e3,[]], \"params\":{\"serverSeq\":-1,"
                        + "\"channel\":\"ahp-terminal:/\\u0074\",\"action\":{\"data\":\"\\ud83d\\ude00 \u00e9\",\"type\":\"terminal/data\"}},"
                        + "\"jsonrpc\":\"2.0\"}\n"}) {
            Envelope fast = TerminalFrames.read(frame.getBytes(StandardCharsets.UTF_8));
            Envelope tree = Envelope.from(JSON.readTree(frame).path("params"));
            assertEquals(tree.channel(), fast.channel());
            assertEquals(tree.serverSeq(), fast.serverSeq());
            assertEquals(tree.type(), fast.type());
            assertEquals(tree.data(), fast.data() == null ? null : fast.data().toString());
            assertEquals(tree.exitCode(), fast.exitCode());
        }
    }

    @Test
    void anyOtherFrameIsLeftToTheTreeReader() {
        for (String frame : new String[] {
                "{\"jsonrpc\":\"2.0\",\"id\":3,\"result\":null}",
                "{\"jsonrpc\":\"2.0\",\"method\":\"action\",\"params\":{\"channel\":\"ahp-chat:/c\","
                        + "\"action\":{\"type\":\"chat/turnStarted\",\"turnId\":\"t\"},\"serverSeq\":1}}",
                "{\"jsonrpc\":\"2.0\",\"method\":\"root/sessionAdded\",\"params\":{}}",
                "not json", "[]"}) {
            assertNull(TerminalFrames.read(frame.getBytes(StandardCharsets.UTF_8)), frame);
        }
    }
}

package ahp.protocol.jsonrpc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import ahp.protocol.command.DispatchActionParams;
import ahp.protocol.terminal.TerminalAction;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The keystroke fast path takes only plain {@code terminal/input} dispatches, and for every frame it
 * takes, the codec's answer is what the general path gives.
 */
class InputFastPathTest {

    private static final String PLAIN = """
            {"jsonrpc":"2.0","method":"dispatchAction","params":{"channel":"ahp-terminal:/t1","clientSeq":7,\
            "action":{"type":"terminal/input","data":"x"}}}""";

    @Test
    void aPlainKeystrokeIsReadWithoutTheTree() {
        Notification read = InputFastPath.read(PLAIN);
        assertNotNull(read);
        assertEquals(new Notification("dispatchAction",
                new DispatchActionParams("ahp-terminal:/t1", 7, new TerminalAction.Input("x"))), read);
    }

    @Test
    void whatItTakesItReadsAsTheGeneralPathDoes() {
        List<String> taken = List.of(
                PLAIN,
                // members in another order, whitespace, escapes, a long paste, control characters
                """
                 { "params" : { "action" : { "data" : "a\\u00e9\\n\\t\\"q\\"\\\\ 𝄞 \\ud83d\\ude00", "type" : "terminal/input" },
                   "clientSeq" : 9007199254740993, "channel" : "ahp-terminal:/x y" }, "method" : "dispatchAction", "jsonrpc" : "2.0" } \n""",
                PLAIN.replace("\"x\"", "\"" + "pasted text ".repeat(2000) + "\""),
                PLAIN.replace("\"x\"", "\"\\u0003\\u001b[A\""),
                PLAIN.replace("7,", "-1,"),
                PLAIN.replace("\"x\"", "\"\""));
        for (String frame : taken) {
            assertNotNull(InputFastPath.read(frame), frame);
            assertEquals(JsonRpcCodec.decodeGenerally(frame), JsonRpcCodec.decode(frame), frame);
        }
    }

    @Test
    void everythingElseIsLeftToTheGeneralPath() {
        List<String> left = List.of(
                PLAIN.replace("{\"jsonrpc\"", "{\"id\":1,\"jsonrpc\""), // a request, not a notification
                PLAIN.replace("\"2.0\"", "\"1.0\""),
                PLAIN.replace("dispatchAction", "dispatchActions"),
                PLAIN.replace("terminal/input", "terminal/resize"),
                PLAIN.replace("\"x\"", "7"), // data not a string
                PLAIN.replace("\"x\"", "null"),
                PLAIN.replace("7,", "7.0,"), // a number databind may read differently
                PLAIN.replace("7,", "\"7\","),
                PLAIN.replace("7,", "99999999999999999999,"),
                PLAIN.replace("\"channel\"", "\"_meta\":{},\"channel\""), // a member it does not know
                PLAIN.replace("\"data\":\"x\"", "\"data\":\"x\",\"data\":\"y\""), // a member twice
                PLAIN.replace("\"clientSeq\":7,", ""), // a member missing
                PLAIN + " {}", // something after the message
                PLAIN.substring(0, PLAIN.length() - 1), // cut short
                "[" + PLAIN + "]");
        for (String frame : left) {
            assertNull(InputFastPath.read(frame), frame);
            assertEquals(JsonRpcCodec.decodeGenerally(frame).getClass(), JsonRpcCodec.decode(frame).getClass(), frame);
        }
    }
}

package ahp.terminals.api.store;

import static org.junit.jupiter.api.Assertions.assertEquals;

import ahp.protocol.terminal.TerminalAction;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The cursor query a screen answered is kept from clients, however the output was cut. */
class AnsweredQueriesTest {

    private final List<TerminalAction> out = new ArrayList<>();
    private final AnsweredQueries queries = new AnsweredQueries(out::add);

    private String data() {
        StringBuilder text = new StringBuilder();
        out.stream().filter(TerminalAction.Data.class::isInstance)
                .forEach(action -> text.append(((TerminalAction.Data) action).data()));
        return text.toString();
    }

    @Test
    void outputWithNoEscapeIsPassedOnAsItIs() {
        TerminalAction.Data plain = new TerminalAction.Data("hello\r\n");
        queries.accept(plain);
        assertEquals(List.of(plain), out);
    }

    @Test
    void theQueryIsTakenOutAndEverythingElseKept() {
        queries.accept(new TerminalAction.Data("a\u001b[2J\u001b[3;7H\u001b[6nb\u001b[?6n\u001b[6\u001b[0m"));
        queries.flush();
        assertEquals("a\u001b[2J\u001b[3;7Hb\u001b[?6n\u001b[6\u001b[0m", data());
    }

    @Test
    void aQuerySplitAtAnyPointIsTakenOut() {
        String text = "x\u001b[6ny\u001b[6n\u001b";
        for (int cut = 0; cut <= text.length(); cut++) {
            out.clear();
            queries.accept(new TerminalAction.Data(text.substring(0, cut)));
            queries.accept(new TerminalAction.Data(text.substring(cut)));
            queries.flush();
            assertEquals("xy\u001b", data(), "cut at " + cut);
        }
    }

    @Test
    void oneCharacterAtATime() {
        for (char c : "a\u001b[6nb\u001b[6\u001b[0m\u001b[6n".toCharArray()) {
            queries.accept(new TerminalAction.Data(String.valueOf(c)));
        }
        queries.flush();
        assertEquals("ab\u001b[6\u001b[0m", data());
    }

    @Test
    void whatIsHeldGoesOutBeforeTheNextEvent() {
        queries.accept(new TerminalAction.Data("prompt\u001b["));
        TerminalAction event = new TerminalAction.CommandDetectionAvailable();
        queries.accept(event);
        assertEquals(List.of(new TerminalAction.Data("prompt"), new TerminalAction.Data("\u001b["), event), out);
    }

    @Test
    void whatIsHeldAtTheEndGoesOutAsOutput() {
        queries.accept(new TerminalAction.Data("done\u001b[6"));
        assertEquals("done", data());
        queries.flush();
        assertEquals("done\u001b[6", data());
    }
}

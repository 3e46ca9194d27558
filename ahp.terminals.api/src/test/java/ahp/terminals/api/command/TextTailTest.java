package ahp.terminals.api.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Output without end is kept to its last characters, the newest always there. */
class TextTailTest {

    @Test
    void theLastCharactersAreKept() {
        TextTail tail = new TextTail();
        String block = "0123456789".repeat(1000);
        for (int i = 0; i < 3 * TextTail.LIMIT / block.length(); i++) {
            tail.append(block);
        }
        tail.appendLine("end");
        String kept = tail.toString();
        assertEquals(TextTail.LIMIT, kept.length());
        assertTrue(kept.endsWith("789end\n"));
        String more = tail.followedBy("more");
        assertEquals(TextTail.LIMIT, more.length());
        assertTrue(more.endsWith("end\nmore"));
    }

    @Test
    void shortTextIsWhole() {
        assertEquals("a\nb", new TextTail().appendLine("a").followedBy("b"));
    }

    @Test
    void aLineWithoutEndIsKeptToItsTailToo() {
        CleanLines lines = new CleanLines();
        for (int i = 0; i < 30; i++) {
            lines.feed("y".repeat(100_000), ignored -> { });
        }
        assertEquals(TextTail.LIMIT, lines.partial().length());
    }
}

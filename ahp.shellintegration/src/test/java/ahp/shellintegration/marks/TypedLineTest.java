package ahp.shellintegration.marks;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class TypedLineTest {

    private static String typed(String... inputs) {
        TypedLine line = new TypedLine();
        for (String input : inputs) {
            line.type(input);
        }
        return line.line();
    }

    @Test
    void endsAtTheFirstNewlineAndDropsIt() {
        assertEquals("echo hi", typed("echo hi\r"));
        assertEquals("echo hi", typed("echo ", "hi\n", "ls\r"));
    }

    @Test
    void editsAsALineEditorWould() {
        assertEquals("echo", typed("echox\u007f"));
        assertEquals("echo", typed("echoy\b"));
        assertEquals("a \ud83d\ude00", typed("a \ud83d\ude00\ud83d\ude01\u007f"), "a surrogate pair goes whole");
        assertEquals("ls", typed("rm -rf /\u0015ls\r"));
        assertEquals("ls", typed("rm -rf /\u0003ls"));
        assertEquals("git ", typed("git commit\u0017"));
        assertEquals("", typed("\u007f\u007f"));
    }

    @Test
    void skipsEscapeSequencesAndOtherControls() {
        assertEquals("ls -l", typed("ls\u001b[D\u001b[C -l\r"));
        assertEquals("ls", typed("\u001b[A\u001bOAls\t"));
        assertEquals("pasted text", typed("\u001b[200~pasted text\u001b[201~\r"));
        assertEquals("ab", typed("a\u001b", "[1;5", "Cb"), "a sequence split across inputs");
        assertEquals("xy", typed("x\u001bby"), "an Alt chord");
    }

    @Test
    void resetForgetsEverything() {
        TypedLine line = new TypedLine();
        line.type("old\rmore\u001b[");
        line.reset();
        line.type("new");
        assertEquals("new", line.line());
    }
}

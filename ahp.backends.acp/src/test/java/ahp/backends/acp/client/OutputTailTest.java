package ahp.backends.acp.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** outputByteLimit: the end of the output, whole characters, at most the limit in bytes. */
class OutputTailTest {

    @Test
    void theBeginningGoesAtACharacterBoundary() {
        String text = "aé€😀b";
        assertEquals(1 + 2 + 3 + 4 + 1, text.getBytes(StandardCharsets.UTF_8).length);
        assertEquals(text, OutputTail.cut(text, null));
        assertEquals(text, OutputTail.cut(text, 11L));
        assertEquals("é€😀b", OutputTail.cut(text, 10L));
        assertEquals("€😀b", OutputTail.cut(text, 9L), "half an é is not kept");
        assertEquals("😀b", OutputTail.cut(text, 7L), "nor part of the euro sign");
        assertEquals("😀b", OutputTail.cut(text, 6L));
        assertEquals("b", OutputTail.cut(text, 4L), "nor half a surrogate pair");
        assertEquals("", OutputTail.cut(text, 0L));
        assertTrue(OutputTail.cuts(text, 10L));
        assertFalse(OutputTail.cuts(text, 11L));
        assertFalse(OutputTail.cuts(text, null));
    }
}

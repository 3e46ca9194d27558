package ahp.bench.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class CommandsTest {

    @Test
    void echoProbesCycleThroughTheAlphabetRawptyUses() {
        assertEquals("v", Commands.echoProbe(0));
        assertEquals("z", Commands.echoProbe(3));
        assertEquals("v", Commands.echoProbe(4));
    }

    @Test
    void theRoundTripsMarkIsNotInWhatIsTyped() {
        assertFalse(Commands.ROUND_TRIP.contains(Commands.ROUND_TRIP_DONE));
    }

    @Test
    void scaleExpectsEveryLineOfSeqAsThePtyWritesIt() {
        String expected = Scale.expectedOutput();
        assertTrue(expected.startsWith("1\r\n2\r\n"));
        assertTrue(expected.endsWith("\r\n1999\r\n2000\r\n"));
        assertEquals(2000, expected.split("\r\n").length);
        assertFalse("seq 1 2000; exit".contains(expected.substring(0, 4)));
    }

    @Test
    void theGateAndCatPrintTheMarkFirst() {
        assertTrue(Commands.gated("seq 1 3").startsWith(Commands.MARK + ";"));
        assertTrue(Commands.CAT.startsWith(Commands.MARK + ";"));
    }

    @Test
    void printableEscapesControlCharacters() {
        assertEquals("\\x1b[?2004hbash-5.2# ", Commands.printable("\u001b[?2004hbash-5.2# "));
    }
}

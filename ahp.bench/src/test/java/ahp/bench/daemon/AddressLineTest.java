package ahp.bench.daemon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.net.URI;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class AddressLineTest {

    @Test
    void findsTheAddressInASentence() {
        assertEquals(Optional.of(URI.create("ws://127.0.0.1:43121/")),
                AddressLine.find("ahpd: listening on ws://127.0.0.1:43121/, token in /tmp/x"));
        assertEquals(Optional.of(URI.create("ws://127.0.0.1:8787")), AddressLine.find("ready (ws://127.0.0.1:8787)."));
        assertEquals(Optional.of(URI.create("ws://[::1]:8787/ahp")), AddressLine.find("\"ws://[::1]:8787/ahp\""));
    }

    @Test
    void otherLinesHaveNone() {
        assertEquals(Optional.empty(), AddressLine.find("[INFO] Building ahp.server 0.1.0-SNAPSHOT"));
        assertEquals(Optional.empty(), AddressLine.find("see https://example.com/ws"));
    }

    @Test
    void refusesAnAddressOffThisMachine() {
        assertThrows(IllegalArgumentException.class, () -> AddressLine.find("listening on ws://0.0.0.0:8787/"));
    }
}

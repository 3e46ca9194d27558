package ahp.bench.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.net.URI;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class LoopbackTest {

    @ParameterizedTest
    @ValueSource(strings = {"ws://127.0.0.1:8787/", "ws://127.1.2.3:1/x", "ws://[::1]:9000", "ws://localhost:80"})
    void acceptsLoopback(String address) {
        assertEquals(URI.create(address), Loopback.require(URI.create(address)));
    }

    @ParameterizedTest
    @ValueSource(strings = {"ws://10.0.0.1:8787/", "ws://0.0.0.0:1", "ws://[::]:1", "ws://example.com/", "ws://localhost.example.com/"})
    void refusesEverythingElse(String address) {
        assertThrows(IllegalArgumentException.class, () -> Loopback.require(URI.create(address)));
    }
}

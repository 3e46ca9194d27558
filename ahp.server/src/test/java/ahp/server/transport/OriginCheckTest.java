package ahp.server.transport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Which pages may open the WebSocket: the daemon's own address with the schemes' default ports, and the allowed origins. */
class OriginCheckTest {

    private final OriginCheck check = OriginCheck.allowing(List.of("https://pages.example", "http://localhost:3000"));

    @ParameterizedTest(name = "{0} to {1}: {2}")
    @CsvSource({
        "http://127.0.0.1:8787,      127.0.0.1:8787,  true",
        "https://host.example,       host.example,    true",
        "https://host.example:443,   host.example,    true",
        "http://host.example,        host.example,    true",
        "http://host.example,        host.example:80, true",
        "https://host.example,       host.example:443, true",
        "https://HOST.example,       host.example,    true",
        "https://host.example:8443,  host.example,    false",
        "http://host.example:8080,   host.example,    false",
        "https://host.example,       host.example:80, false",
        "http://host.example,        host.example:8787, false",
        "http://elsewhere.example,   host.example,    false",
        "https://pages.example,      host.example,    true",
        "https://pages.example:443,  host.example,    true",
        "http://pages.example,       host.example,    false",
        "http://localhost:3000,      host.example,    true",
        "http://localhost:3001,      host.example,    false",
        "null,                       host.example,    false",
        "file://,                    host.example,    false",
        "chrome-extension://abc,     host.example,    false",
        "vscode-file://vscode-app,   host.example:8787, true",
        "vscode-file://evil.example, host.example:8787, false",
        "vscode-webview://abc,       host.example:8787, false"})
    void aPageIsAllowedFromItsOwnAddressOrAnAllowedOrigin(String origin, String host, boolean allowed) {
        assertEquals(allowed, check.allows(origin, host));
    }

    @ParameterizedTest
    @CsvSource({"ftp://x.example", "https://x.example/page", "x.example", "https://user@x.example"})
    void anAllowedOriginMustBeAnOrigin(String origin) {
        assertThrows(IllegalArgumentException.class, () -> OriginCheck.allowing(List.of(origin)));
    }

    @ParameterizedTest
    @CsvSource({"host.example", "127.0.0.1:8787"})
    void aRequestWithoutOriginIsNotAPagesAndIsNotChecked(String host) {
        assertEquals(true, check.allows(null, host));
    }
}

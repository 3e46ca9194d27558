package ahp.server.daemon;

import static org.junit.jupiter.api.Assertions.assertEquals;

import ahp.client.LocalDaemon;
import ahp.server.auth.OwnerToken;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The clients find a local daemon's owner token where the daemon writes it: the client library's
 * {@link LocalDaemon}, which cannot read the daemon's code, says what {@link ServeOptions} and
 * {@link OwnerToken} do.
 */
class LocalDaemonAgreesTest {

    @Test
    void theStateFolderAndTheOwnerTokenFileAreTheDaemons() {
        assertEquals(OwnerToken.FILE_NAME, LocalDaemon.OWNER_TOKEN_FILE);
        for (Map<String, String> environment : java.util.List.of(Map.of("HOME", "/home/ann"),
                Map.of("HOME", "/home/ann", "XDG_STATE_HOME", "/state"),
                Map.of("HOME", "/home/ann", "XDG_STATE_HOME", "relative"))) {
            assertEquals(ServeOptions.defaultStateDir(environment), LocalDaemon.defaultStateDir(environment),
                    environment.toString());
        }
    }
}

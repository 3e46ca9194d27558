package ahp.terminals.pty;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.terminals.api.platform.Platform;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The pty provider chooses by the platform it is given: on Linux its own {@code posix_spawn} (or
 * pty4j), on Windows ConPTY through pty4j, whose library cannot load here: so pretending to be Windows
 * shows the refusal a Windows without ConPTY would give, in words, never an {@link UnsatisfiedLinkError}.
 */
class PtyProviderWindowsTest {

    @TempDir
    Path localAppData;

    @Test
    void onWindowsItIsConPtyWhoseLibraryCannotLoadHereAndItSaysSo() {
        Platform windows = new Platform(Platform.Os.WINDOWS, Map.of("LOCALAPPDATA", localAppData.toString()), path -> false);
        IllegalStateException refused = assertThrows(IllegalStateException.class,
                () -> new PtyBindingProvider().create(windows));
        assertTrue(refused.getMessage().startsWith("ConPTY's library cannot be loaded here: "), refused.getMessage());
        assertInstanceOf(LinkageError.class, rootOf(refused), "what failed was the library's load");
    }

    @Test
    void onLinuxItIsTheLinuxBindingAndElsewhereItIsRefused() throws Exception {
        assertInstanceOf(PtyBinding.class, new PtyBindingProvider().create(
                new Platform(Platform.Os.LINUX, System.getenv(), path -> false)));
        UnsupportedOperationException mac = assertThrows(UnsupportedOperationException.class,
                () -> new PtyBindingProvider().create(new Platform(Platform.Os.MAC, Map.of(), path -> false)));
        assertEquals("the pty binding runs on Linux and Windows, not MAC", mac.getMessage());
    }

    private static Throwable rootOf(Throwable failure) {
        Throwable root = failure;
        while (root.getCause() != null) {
            root = root.getCause();
        }
        return root;
    }
}

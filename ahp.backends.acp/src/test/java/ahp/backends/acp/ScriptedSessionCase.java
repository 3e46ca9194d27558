package ahp.backends.acp;

import ahp.backends.api.SessionBackend;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.io.TempDir;

/**
 * A test of one session of the scripted ACP agent: a folder of its own, and the session it opened,
 * closed after the test, which then finds none of the agent's processes left.
 */
abstract class ScriptedSessionCase {

    @TempDir
    Path folder;

    /** The session the test opened, or null. */
    SessionBackend session;

    @AfterEach
    void closeSession() throws Exception {
        if (session != null) {
            session.close();
        }
        ScriptedAgent.assertNoProcessLeft();
    }
}

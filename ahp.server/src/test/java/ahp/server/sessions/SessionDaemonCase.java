package ahp.server.sessions;

import ahp.server.testing.AhpTestClient;
import ahp.server.testing.TestDaemon;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;

/**
 * A test of sessions against a real daemon (in a package the tests open to JUnit, which fills its
 * folders): a home folder, a working folder and a session store of its
 * own, the daemon {@link #daemon()} makes, and an owner connected to it; {@link #restart()} stops the
 * daemon and starts another on the same store.
 */
public abstract class SessionDaemonCase {

    @TempDir
    protected Path home;

    @TempDir
    protected Path work;

    @TempDir
    protected Path store;

    protected TestDaemon daemon;
    protected AhpTestClient owner;

    /** The daemon the test runs on, made again by {@link #restart()}. */
    protected abstract TestDaemon daemon();

    @BeforeEach
    final void startDaemon() {
        daemon = daemon();
        owner = AhpTestClient.initialized(daemon.uri(), TestDaemon.OWNER, "owner", "0.9.0");
    }

    @AfterEach
    final void stopDaemon() {
        if (owner != null) {
            owner.close();
        }
        if (daemon != null) {
            daemon.close();
        }
    }

    /** Stops the daemon (as SIGTERM would) and starts another on the same session store. */
    protected final void restart() {
        owner.close();
        daemon.close();
        daemon = daemon();
        owner = AhpTestClient.initialized(daemon.uri(), TestDaemon.OWNER, "owner", "0.9.0");
    }
}

package ahp.server.sessions;

import ahp.server.daemon.TerminalsMode;
import ahp.server.testing.ScriptedAcpAgent;
import ahp.server.testing.TestDaemon;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;

/**
 * A {@link SessionDaemonCase} whose daemon also backs sessions with the scripted ACP agent (a real
 * agent process on the official SDK, {@link ScriptedAcpAgent}), playing {@link #agentScript()}: the
 * script is written beside the store before each start of the daemon, and removed after the test.
 */
public abstract class AgentDaemonCase extends SessionDaemonCase {

    private Path script;

    /** The agent's script: what it says and does for each turn (docs in {@link ScriptedAcpAgent}). */
    protected abstract String agentScript();

    /** The binding the daemon's terminals are on: pipes unless a test needs pseudoterminals. */
    protected TerminalsMode terminals() {
        return TerminalsMode.PIPES;
    }

    /** Where the script is: beside the store, so a restarted daemon's agent reads the same one. */
    protected final Path script() {
        if (script == null) {
            script = store.resolveSibling(store.getFileName() + "-script.json");
        }
        return script;
    }

    @Override
    protected TestDaemon daemon() {
        ScriptedAcpAgent.checkInstalled();
        try {
            Files.writeString(script(), agentScript());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return TestDaemon.withBackends(terminals(), home, store, ScriptedAcpAgent.backends(script(), store));
    }

    @AfterEach
    final void deleteScript() throws IOException {
        if (script != null) {
            Files.deleteIfExists(script);
        }
    }
}

package ahp.server.testing;

import static ahp.server.testing.AhpTestClient.JSON;

import ahp.backends.api.BackendSettings;
import ahp.server.backends.Backends;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import tools.jackson.databind.node.ObjectNode;

/**
 * The scripted ACP agent (on the official ACP TypeScript SDK, run by node) as the daemon's agent
 * {@value #ID}: the backends a daemon loads with it configured to play a script file.
 */
public final class ScriptedAcpAgent {

    /** The agent's id in the daemon's config. */
    public static final String ID = "scripted-acp";

    /** The agent's program. */
    public static final Path AGENT = Path.of("../ahp.backends.acp/src/test/agent/agent.mjs").toAbsolutePath().normalize();

    private ScriptedAcpAgent() {}

    /** Fails with what to do when the agent's packages are not installed. */
    public static void checkInstalled() {
        if (!Files.isDirectory(AGENT.getParent().resolve("node_modules"))) {
            throw new AssertionError("the scripted agent's packages are not installed in " + AGENT.getParent()
                    + " (./test installs them: bin/test-prerequisites)");
        }
    }

    /** The backends of a daemon keeping its state in {@code store}, with the agent playing {@code script}. */
    public static Backends backends(Path script, Path store) {
        ObjectNode config = JSON.createObjectNode();
        ObjectNode entry = config.putArray("agents").addObject().put("id", ID).put("displayName", "Scripted ACP")
                .put("command", "node");
        entry.putArray("args").add(AGENT.toString());
        entry.putObject("env").put("ACP_SCRIPT", script.toString());
        return Backends.load(new BackendSettings(config, null, store, System.getenv()), Set.of("local"));
    }
}

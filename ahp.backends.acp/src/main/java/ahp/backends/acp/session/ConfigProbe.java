package ahp.backends.acp.session;

import ahp.backends.acp.process.AgentFault;
import ahp.backends.api.BackendTerminals;
import ahp.backends.api.HostTool;
import ahp.backends.api.SessionStart;
import java.lang.System.Logger.Level;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Asks an agent what its sessions can be set to, when no session of it ever said: the agent is
 * started in a folder, {@code initialize}d, asked for a throwaway {@code session/new} (whose answer
 * its {@link AgentConfigs} keeps), the session closed where the agent can close one
 * ({@code session/close}, waited for up to {@link #CLOSE_WAIT}), and the agent stopped. An agent that
 * keeps every session it made keeps this one too, empty: the price of answering before the session.
 * No prompt is sent, no MCP server named, no terminal or file offered beyond the handshake's.
 */
final class ConfigProbe {

    private static final System.Logger LOG = System.getLogger(ConfigProbe.class.getName());
    private static final String CHAT = "ahp-config-probe";
    private static final long CLOSE_WAIT = 2_000;

    private ConfigProbe() {}

    /** Runs the probe of {@code agent} in {@code folder}; a failure is logged. Returns once the agent is stopped. */
    static void run(AcpAgent agent, Path folder) {
        AgentLink link = null;
        try {
            link = AgentLink.start(agent, new Start(folder), lost -> { });
            link.newSession(CHAT);
            CompletableFuture<?> closed = link.forget(CHAT);
            if (closed != null) {
                closed.handle((answer, failure) -> null).get(CLOSE_WAIT, TimeUnit.MILLISECONDS);
            }
        } catch (AgentFault fault) {
            LOG.log(Level.INFO, "Could not ask {0} what its sessions can be set to: {1}", agent.provider(), fault.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException | TimeoutException notClosed) {
            LOG.log(Level.DEBUG, "{0}: the probe's session/close was not answered", agent.provider());
        } finally {
            if (link != null) {
                link.close();
            }
        }
    }

    /** What the probe's link is started with: the folder, and nothing a turn would need. */
    private record Start(Path folder) implements SessionStart {

        @Override
        public String session() {
            return "ahp-config-probe:/" + folder;
        }

        @Override
        public List<Path> workingDirectories() {
            return List.of(folder);
        }

        @Override
        public boolean restored() {
            return false;
        }

        @Override
        public Optional<BackendTerminals> terminals() {
            return Optional.empty();
        }

        @Override
        public List<HostTool> tools() {
            return List.of();
        }

        @Override
        public String keepOutput(String chat, String key, String title, String output, Integer exitCode) {
            throw new IllegalStateException("a config probe runs no turn");
        }
    }
}

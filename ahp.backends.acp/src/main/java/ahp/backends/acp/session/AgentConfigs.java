package ahp.backends.acp.session;

import ahp.backends.acp.config.ConfigCatalog;
import java.io.IOException;
import java.lang.System.Logger.Level;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import tools.jackson.databind.JsonNode;

/**
 * What one ACP agent says its sessions can be set to, for {@code resolveSessionConfig} and
 * {@code createSession}, which come before the session, and so before the {@code session/new} whose
 * answer says it. Remembered: each {@code session/new} answer of the agent replaces what it said
 * before, kept in {@code <agent folder>/session-config.json} (written whole and atomically), read back
 * the first time it is asked after a restart. On a miss it is learned by a {@link ConfigProbe} (the
 * agent started in the folder the resolve names, a throwaway session); at most one probe per agent
 * runs at a time, and a caller waits for it up to {@link #WAIT}, then takes what is known. Nothing is
 * started until a client asks, never at the daemon's start. One answer per agent, whatever the folder:
 * an agent whose choices differ by folder is answered with what it said last.
 */
final class AgentConfigs {

    /** How long {@code resolveSessionConfig} waits for a probe: VS Code treats it as best effort. */
    static final Duration WAIT = Duration.ofSeconds(10);

    private static final System.Logger LOG = System.getLogger(AgentConfigs.class.getName());
    private static final String FILE = "session-config.json";

    private final AcpAgent agent;
    private final Path file;
    private boolean read;
    private ConfigCatalog said;
    private CompletableFuture<ConfigCatalog> probe;

    /** The memory of {@code agent}, kept under {@code folder} (in memory only when it is null). */
    AgentConfigs(AcpAgent agent, Path folder) {
        this.agent = agent;
        this.file = folder == null ? null : folder.resolve(FILE);
    }

    /** What the agent said last, or null when it never said (here or in the file). */
    synchronized ConfigCatalog known() {
        if (!read) {
            read = true;
            said = load();
        }
        return said;
    }

    /** The agent answered a {@code session/new} with {@code catalog}: kept, and a probe waiting for it has it. */
    void said(ConfigCatalog catalog) {
        CompletableFuture<ConfigCatalog> waiting;
        synchronized (this) {
            read = true;
            waiting = probe;
            if (!catalog.equals(said)) {
                said = catalog;
                save(catalog);
            }
        }
        if (waiting != null) {
            waiting.complete(catalog);
        }
    }

    /**
     * What the agent says, learned by a probe in {@code folder} when it never said: completes within
     * {@link #WAIT} with what is known then ({@link ConfigCatalog#NONE} when nothing is).
     */
    CompletableFuture<ConfigCatalog> learn(Path folder) {
        CompletableFuture<ConfigCatalog> shared;
        synchronized (this) {
            ConfigCatalog known = known();
            if (known != null) {
                return CompletableFuture.completedFuture(known);
            }
            if (probe == null) {
                CompletableFuture<ConfigCatalog> started = new CompletableFuture<>();
                probe = started;
                Thread.ofVirtual().name("acp-config-probe").start(() -> {
                    try {
                        ConfigProbe.run(agent, folder);
                    } finally {
                        synchronized (this) {
                            probe = null;
                        }
                        ConfigCatalog learned = known();
                        started.complete(learned == null ? ConfigCatalog.NONE : learned);
                    }
                });
            }
            shared = probe;
        }
        return shared.copy().completeOnTimeout(null, WAIT.toMillis(), TimeUnit.MILLISECONDS).thenApply(learned -> {
            if (learned != null) {
                return learned;
            }
            ConfigCatalog known = known();
            return known == null ? ConfigCatalog.NONE : known;
        });
    }

    private ConfigCatalog load() {
        if (file == null) {
            return null;
        }
        try {
            JsonNode kept = KeptFile.read(file);
            return kept == null ? null : ConfigCatalog.of(kept);
        } catch (IOException | RuntimeException unreadable) {
            LOG.log(Level.WARNING, "cannot read " + file + "; the agent is asked again", unreadable);
            return null;
        }
    }

    private void save(ConfigCatalog catalog) {
        if (file == null) {
            return;
        }
        try {
            KeptFile.write(file, catalog.said());
        } catch (IOException cannot) {
            LOG.log(Level.WARNING, "cannot write " + file + "; after a restart the agent is asked again", cannot);
        }
    }
}

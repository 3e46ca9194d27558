package ahp.backends.acp.session;

import ahp.backends.acp.AcpAgentConfig;
import ahp.backends.acp.config.ConfigCatalog;
import ahp.backends.acp.rpc.Nodes;
import ahp.backends.api.AgentBackend;
import ahp.backends.api.BackendSettings;
import ahp.backends.api.SessionBackend;
import ahp.backends.api.SessionStart;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.CompletionStage;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * One configured ACP agent. Its {@link #info()} is the config's until the agent has run once, and
 * then also what the agent said of itself in its {@code initialize} answer: its title and version in
 * the description (and as the display name where the config names none), and
 * {@code multipleWorkingDirectories} among the capabilities when it takes additional directories.
 * Every session may have several chats (each its own ACP session), so {@code multipleChats} is
 * always there.
 *
 * <p>Its session config ({@link #sessionConfig}) is what its sessions can be set to, as the agent said
 * in its last {@code session/new} answer ({@link AgentConfigs}, {@link ConfigCatalog}).
 */
public final class AcpAgent implements AgentBackend {

    private final AcpAgentConfig config;
    private final BackendSettings settings;
    private final AgentConfigs configs;
    private volatile JsonNode initialized;

    /** The agent {@code config} describes, with the daemon's {@code settings}. */
    public AcpAgent(AcpAgentConfig config, BackendSettings settings) {
        this.config = config;
        this.settings = settings;
        this.configs = new AgentConfigs(this, folder());
    }

    @Override
    public String provider() {
        return config.id();
    }

    @Override
    public ObjectNode info() {
        JsonNode answer = initialized;
        JsonNode agentInfo = answer == null ? null : answer.get("agentInfo");
        String title = Nodes.text(agentInfo, "title");
        if (title == null || title.isBlank()) {
            title = Nodes.text(agentInfo, "name");
        }
        String version = Nodes.text(agentInfo, "version");
        ObjectNode info = Nodes.object();
        info.put("provider", config.id());
        info.put("displayName", config.displayName() != null ? config.displayName() : title != null ? title : config.id());
        info.put("description", title != null
                ? title + (version != null ? " " + version : "") + ", over the Agent Client Protocol"
                : "Runs " + config.command() + " over the Agent Client Protocol");
        info.putArray("models");
        ObjectNode capabilities = info.putObject("capabilities");
        capabilities.putObject("multipleChats");
        if (answer != null && additionalDirectories(answer.get("agentCapabilities"))) {
            capabilities.putObject("multipleWorkingDirectories").put("immutablePrimary", true);
        }
        return info;
    }

    @Override
    public SessionBackend start(SessionStart start) {
        return new AcpSession(this, start);
    }

    /**
     * {@inheritDoc} What the agent said in its last {@code session/new}; when it never said, it is
     * started in {@code workingDirectory} and asked ({@link ConfigProbe}), waited for up to
     * {@link AgentConfigs#WAIT}.
     */
    @Override
    public CompletionStage<ObjectNode> sessionConfig(Path workingDirectory) {
        return configs.learn(workingDirectory).thenApply(ConfigCatalog::properties);
    }

    @Override
    public ObjectNode knownSessionConfig() {
        ConfigCatalog known = configs.known();
        return known == null ? Nodes.object() : known.properties();
    }

    /** What it says its sessions can be set to. */
    AgentConfigs configs() {
        return configs;
    }

    /** Its config. */
    AcpAgentConfig config() {
        return config;
    }

    /** The daemon's environment, which the agent's {@code env} is laid over. */
    Map<String, String> environment() {
        return settings.environment();
    }

    /** Where it keeps files ({@code stateFolder/backends/<id>}), or null when the daemon keeps none. */
    Path folder() {
        return settings.stateFolder() == null ? null : settings.stateFolder().resolve("backends").resolve(config.id());
    }

    /** The agent answered {@code initialize} with {@code answer}. */
    void described(JsonNode answer) {
        initialized = answer;
    }

    /** Whether {@code agentCapabilities} advertise {@code sessionCapabilities.additionalDirectories}. */
    static boolean additionalDirectories(JsonNode agentCapabilities) {
        JsonNode sessions = Nodes.objectAt(agentCapabilities, "sessionCapabilities");
        return sessions != null && sessions.get("additionalDirectories") instanceof ObjectNode;
    }
}

package ahp.bench.scenario;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The scripted ACP agent of the ACP backend's tests ({@code ahp.backends.acp/src/test/agent/agent.mjs},
 * on the official ACP TypeScript SDK, run by {@code node}) as a daemon's agent: the daemon's config
 * naming it, and the script it plays, with absolute paths.
 *
 * @param agent the agent's script, absolute
 */
record ScriptedAcpAgent(Path agent) {

    /** The session {@code provider} the config gives the agent. */
    static final String PROVIDER = "scripted";

    /** Where the agent lives under the repository root. */
    static final Path IN_REPOSITORY = Path.of("ahp.backends.acp", "src", "test", "agent", "agent.mjs");

    /** The one package it needs, under its folder's {@code node_modules}. */
    static final Path SDK = Path.of("node_modules", "@agentclientprotocol", "sdk");

    /**
     * The agent of the repository at {@code repository}.
     *
     * @throws IOException when it is not there, or its {@code node_modules} are missing (saying how to get them)
     */
    static ScriptedAcpAgent find(Path repository) throws IOException {
        Path agent = repository.resolve(IN_REPOSITORY).toAbsolutePath().normalize();
        if (!Files.isRegularFile(agent)) {
            throw new IOException("no scripted ACP agent at " + agent);
        }
        Path folder = agent.getParent();
        if (!Files.isDirectory(folder.resolve(SDK))) {
            throw new IOException("the scripted ACP agent's node_modules are missing: run `npm ci --no-audit --no-fund` in "
                    + folder + " (Node 20 or later; bin/test-prerequisites does it too)");
        }
        return new ScriptedAcpAgent(agent);
    }

    /** The daemon's config: one agent, {@value #PROVIDER}, {@code node AGENT} playing {@code script}. */
    ObjectNode config(Path script) {
        ObjectNode config = JsonMapper.shared().createObjectNode();
        ObjectNode entry = config.putArray("agents").addObject();
        entry.put("id", PROVIDER);
        entry.put("displayName", "Scripted (bench)");
        entry.put("command", "node");
        entry.putArray("args").add(agent.toString());
        entry.putObject("env").put("ACP_SCRIPT", script.toAbsolutePath().toString());
        return config;
    }

    /**
     * The script: every prompt plays {@code timeTerminals} of {@code command} (a line for the daemon's
     * shell), then {@code timeSpawns} of {@code shell -c command} as the agent's own process, each
     * {@code warmup} untimed rounds and {@code count} timed ones.
     */
    static ObjectNode script(String command, String shell, int warmup, int count) {
        ObjectNode script = JsonMapper.shared().createObjectNode();
        ArrayNode steps = script.putObject("turns").putArray("*");
        steps.addObject().putObject("timeTerminals").put("command", command).put("warmup", warmup).put("count", count);
        ObjectNode spawns = steps.addObject().putObject("timeSpawns").put("command", shell);
        spawns.putArray("args").add("-c").add(command);
        spawns.put("warmup", warmup).put("count", count);
        return script;
    }

    /** Writes the script and the config naming it into {@code folder}; returns the config's path. */
    Path write(Path folder, ObjectNode script) throws IOException {
        Files.createDirectories(folder);
        Path scriptFile = folder.resolve("acp-script.json").toAbsolutePath();
        Path configFile = folder.resolve("acp-config.json").toAbsolutePath();
        Files.writeString(scriptFile, JsonMapper.shared().writerWithDefaultPrettyPrinter().writeValueAsString(script));
        Files.writeString(configFile, JsonMapper.shared().writerWithDefaultPrettyPrinter().writeValueAsString(config(scriptFile)));
        return configFile;
    }
}

package ahp.server.testing;

import ahp.server.daemon.Daemon;
import ahp.server.daemon.ServeOptions;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.node.ObjectNode;

/**
 * The daemon as {@code ahpd serve --config} starts it, in this JVM: its config file, state folder
 * and home in one test folder ({@code config.json}, {@code state}, {@code home}), on a free loopback
 * port, with the owner signed in.
 *
 * @param daemon the daemon
 * @param owner the owner, signed in on AHP 0.9.0
 */
public record ConfiguredDaemon(Daemon daemon, AhpTestClient owner) implements AutoCloseable {

    /**
     * A config that offers the agent shell tools and names the scripted ACP agent, which plays
     * {@code script} (written as {@code folder/script.json}); the caller adds to it and {@link #write}s it.
     */
    public static ObjectNode scriptedAgentConfig(Path folder, String script) throws IOException {
        Files.writeString(folder.resolve("script.json"), script);
        ObjectNode config = AhpTestClient.JSON.createObjectNode().put("enableCustomTerminalTool", true);
        ObjectNode agent = config.putArray("agents").addObject().put("id", ScriptedAcpAgent.ID).put("command", "node");
        agent.putArray("args").add(ScriptedAcpAgent.AGENT.toString());
        agent.putObject("env").put("ACP_SCRIPT", folder.resolve("script.json").toString());
        return config;
    }

    /** Writes {@code config} as {@code folder/config.json}. */
    public static void write(Path folder, ObjectNode config) throws IOException {
        Files.writeString(folder.resolve("config.json"), config.toString());
    }

    /** Serves {@code folder}'s config with terminals on {@code terminals} ({@code pty}, {@code pipes}). */
    public static ConfiguredDaemon serve(Path folder, String terminals) throws IOException {
        Path home = Files.createDirectories(folder.resolve("home"));
        ServeOptions options = ServeOptions.parse(List.of("--listen", "127.0.0.1:0", "--terminals", terminals,
                "--state-dir", folder.resolve("state").toString(), "--config", folder.resolve("config.json").toString()),
                Map.of("HOME", home.toString()));
        Daemon daemon = Daemon.start(options, TestDaemon.USERS);
        return new ConfiguredDaemon(daemon, AhpTestClient.initialized(URI.create(daemon.address()), TestDaemon.OWNER,
                "owner", "0.9.0"));
    }

    /** Signs the owner out and stops the daemon, as SIGTERM would. */
    @Override
    public void close() {
        owner.close();
        daemon.close();
    }
}

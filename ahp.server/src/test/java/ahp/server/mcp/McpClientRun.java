package ahp.server.mcp;

import static ahp.server.testing.AhpTestClient.JSON;

import ahp.server.host.ToolServers;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Runs the scripted MCP client (the official MCP TypeScript SDK's, by node) against {@code ahpd mcp}
 * started on this JVM's module path: the script's steps, each answered by one JSON line.
 */
final class McpClientRun {

    /** The scripted MCP client, beside the scripted ACP agent (their packages are installed together). */
    static final Path CLIENT = Path.of("../ahp.backends.acp/src/test/agent/mcp-client.mjs").toAbsolutePath().normalize();

    private McpClientRun() {}

    /**
     * Plays {@code script} as the MCP client, {@code ahpd mcp} signed in to {@code daemon} with
     * {@code token} and {@code extra} arguments; the lines it printed, once it ended (within two minutes).
     */
    static List<JsonNode> play(ObjectNode script, URI daemon, String token, Path folder, String... extra)
            throws IOException, InterruptedException {
        if (!Files.isDirectory(CLIENT.getParent().resolve("node_modules"))) {
            throw new AssertionError("the MCP client's packages are not installed in " + CLIENT.getParent()
                    + " (./test installs them: bin/test-prerequisites)");
        }
        Path file = Files.createTempFile(folder, "mcp-script", ".json");
        Files.writeString(file, script.toString());
        List<String> mcpArgs = new ArrayList<>(List.of("--url", daemon.toString(), "--cwd", folder.toString()));
        mcpArgs.addAll(List.of(extra));
        List<String> command = new ArrayList<>(List.of("node", CLIENT.toString(), file.toString()));
        command.addAll(ToolServers.command(System.getProperty("jdk.module.path"), mcpArgs.toArray(String[]::new)));
        long stamp = System.nanoTime();
        Path printed = folder.resolve("mcp-stdout-" + stamp + ".txt");
        Path errors = folder.resolve("mcp-stderr-" + stamp + ".txt");
        ProcessBuilder builder = new ProcessBuilder(command).redirectOutput(printed.toFile()).redirectError(errors.toFile());
        builder.environment().put("AHP_TOKEN", token);
        Process process = builder.start();
        if (!process.waitFor(2, TimeUnit.MINUTES)) {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
            throw new AssertionError("the MCP client did not end; it printed:\n" + Files.readString(printed)
                    + Files.readString(errors));
        }
        String out = Files.readString(printed);
        if (process.exitValue() != 0) {
            throw new AssertionError("the MCP client exited with " + process.exitValue() + ":\n" + out + Files.readString(errors));
        }
        List<JsonNode> lines = new ArrayList<>();
        for (String line : out.lines().toList()) {
            lines.add(JSON.readTree(line));
        }
        return lines;
    }

    /** The text of a step's tool result (its text blocks joined), or its error. */
    static String text(JsonNode step) {
        if (step.has("error")) {
            return step.path("error").asString();
        }
        StringBuilder text = new StringBuilder();
        step.path("result").path("content").forEach(block -> text.append(block.path("text").asString("")));
        return text.toString();
    }
}

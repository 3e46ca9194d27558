package ahp.examples.pipesonly;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The example host as a person runs it: {@code java} with a module path of its jar and the jars it
 * requires and nothing else; a client signs in, opens a terminal on pipes and reads what it printed.
 */
class PipesOnlyHostIT {

    private static final String TOKEN = "example-token";

    @Test
    void itServesTerminalsOnPipesWithOnlyTheModulesItRequires() throws Exception {
        Path modules = Path.of(System.getProperty("host.modules"));
        List<String> jars;
        try (Stream<Path> list = Files.list(modules)) {
            jars = list.map(jar -> jar.getFileName().toString()).sorted().toList();
        }
        assertTrue(jars.stream().anyMatch(jar -> jar.startsWith("ahp.terminals.pipes-")), jars.toString());
        assertFalse(jars.stream().anyMatch(jar -> jar.startsWith("ahp.terminals.pty-") || jar.startsWith("pty4j")
                || jar.startsWith("ahp.screen-") || jar.startsWith("ahp.shellintegration-")
                || jar.startsWith("ahp.backends.acp-") || jar.startsWith("ahp.machines.docker-")), jars.toString());

        String javaBinary = ProcessHandle.current().info().command().orElseThrow();
        ProcessBuilder builder = new ProcessBuilder(javaBinary, "--enable-native-access=ahp.terminals.pipes",
                "--module-path", System.getProperty("host.jar") + java.io.File.pathSeparator + modules,
                "-m", "ahp.examples.pipesonly/ahp.examples.pipesonly.PipesOnlyHost", "0").redirectErrorStream(true);
        builder.environment().put("AHP_TOKEN", TOKEN);
        builder.environment().put("SHELL", "/bin/sh");
        Process host = builder.start();
        try {
            BufferedReader out = new BufferedReader(new InputStreamReader(host.getInputStream(), StandardCharsets.UTF_8));
            String line = out.readLine();
            assertTrue(line != null && line.contains("(terminals: pipes)"), "its first line: " + line);
            URI address = URI.create(line.substring(line.indexOf("ws://"), line.indexOf(' ', line.indexOf("ws://"))));

            LinkedBlockingQueue<String> received = new LinkedBlockingQueue<>();
            WebSocket socket = HttpClient.newHttpClient().newWebSocketBuilder()
                    .header("Authorization", "Bearer " + TOKEN).buildAsync(address, new WebSocket.Listener() {
                        private final StringBuilder text = new StringBuilder();

                        @Override
                        public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
                            text.append(data);
                            if (last) {
                                received.add(text.toString());
                                text.setLength(0);
                            }
                            webSocket.request(1);
                            return null;
                        }
                    }).get(30, TimeUnit.SECONDS);
            String uri = "ahp-terminal:/example";
            socket.sendText("""
                    {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"channel":"ahp-root://","clientId":"it",\
                    "protocolVersions":["0.9.0"],"initialSubscriptions":[]}}""", true).join();
            assertTrue(awaitMessage(received, "\"id\":1").contains("\"terminalCommandPrefix\":\"!\""));
            socket.sendText("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"createTerminal\",\"params\":{\"channel\":\""
                    + uri + "\"}}", true).join();
            assertTrue(awaitMessage(received, "\"id\":2").contains("\"result\":null"));
            socket.sendText("{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"subscribe\",\"params\":{\"channel\":\""
                    + uri + "\"}}", true).join();
            awaitMessage(received, "\"id\":3");
            socket.sendText("{\"jsonrpc\":\"2.0\",\"method\":\"dispatchAction\",\"params\":{\"channel\":\"" + uri
                    + "\",\"clientSeq\":1,\"action\":{\"type\":\"terminal/input\",\"data\":\"echo from-$((6*7))\\n\"}}}",
                    true).join();
            awaitMessage(received, "from-42");
            socket.abort();
        } finally {
            host.destroy();
            assertEquals(143, host.waitFor(), "it stops on SIGTERM");
        }
    }

    /** The first message holding {@code part}, within a minute. */
    private static String awaitMessage(LinkedBlockingQueue<String> received, String part) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(1);
        while (System.nanoTime() < deadline) {
            String message = received.poll(1, TimeUnit.SECONDS);
            if (message != null && message.contains(part)) {
                return message;
            }
        }
        throw new AssertionError("no message holding " + part);
    }
}

package ahp.server.host;

import ahp.backends.api.ToolServer;
import ahp.server.auth.ChatCredentials;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * How a backend starts the host's tools for one chat as a stdio MCP server: {@code ahpd mcp --chat}
 * (the relay, module {@value #RELAY_MODULE}) on this daemon's own runtime and module path, pointed at
 * this daemon, with a credential minted for that chat in {@code AHP_TOKEN}. The credential stops
 * signing in when the chat goes. The daemon does not read the relay's module: it names it on a
 * command line, and finds it where the launcher put it, beside its own.
 */
public final class ToolServers {

    private static final System.Logger LOG = System.getLogger(ToolServers.class.getName());

    /** The name the agent's model sees the server by. */
    public static final String NAME = "ahp-terminals";

    /** The relay's module, and its entry point. */
    static final String RELAY_MODULE = "ahp.mcp";
    static final String RELAY_MAIN = "ahp.mcp.McpMain";

    /** How long a session brought back at start waits for the daemon to be listening. */
    private static final Duration LISTENING = Duration.ofSeconds(10);

    private record Target(URI url, ChatCredentials credentials, Path ca) {}

    private final CompletableFuture<Target> target = new CompletableFuture<>();

    /** The daemon listens at {@code url} and signs in {@code credentials}: tool servers can start. */
    public void serve(URI url, ChatCredentials credentials) {
        serve(url, credentials, null);
    }

    /**
     * The daemon listens at {@code url} over TLS with the certificate in {@code ca} (null for clear
     * text), which its tool servers trust; it must name the loopback address they connect to.
     */
    public void serve(URI url, ChatCredentials credentials, Path ca) {
        target.complete(new Target(loopback(url), credentials, ca));
    }

    /**
     * The command line of a tool server for {@code chat}, with a new credential; empty when this
     * daemon does not run on a module path (so cannot start another of itself) or is not listening.
     */
    public Optional<ToolServer> forChat(String chat) {
        Target to;
        try {
            to = target.get(LISTENING.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException | ExecutionException e) {
            LOG.log(System.Logger.Level.WARNING, "No tool server for " + chat + ": the daemon is not listening");
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
        String modulePath = System.getProperty("jdk.module.path");
        if (modulePath == null || modulePath.isBlank()) {
            LOG.log(System.Logger.Level.WARNING, "No tool server for " + chat + ": the daemon runs without a module path");
            return Optional.empty();
        }
        if (ModuleLayer.boot().findModule(RELAY_MODULE).isEmpty() && !relayOnClassPath()) {
            LOG.log(System.Logger.Level.WARNING, "No tool server for " + chat + ": the relay, module " + RELAY_MODULE
                    + ", is not on the daemon's module path");
            return Optional.empty();
        }
        List<String> line = to.ca() == null ? command(modulePath, "--url", to.url().toString(), "--chat", chat)
                : command(modulePath, "--url", to.url().toString(), "--ca", to.ca().toString(), "--chat", chat);
        return Optional.of(new ToolServer(NAME, line.getFirst(), line.subList(1, line.size()),
                Map.of("AHP_TOKEN", to.credentials().mint(chat))));
    }

    /**
     * The command line of {@code ahpd mcp} with {@code mcpArgs} on this JVM's runtime and
     * {@code modulePath}: a JVM tuned to start fast and stay small, since it only relays, on the first
     * JIT tier alone, on which its calls measured as fast or faster (docs/agent-tools.md).
     */
    public static List<String> command(String modulePath, String... mcpArgs) {
        List<String> line = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-Xshare:auto", "--module-path", realPaths(modulePath)));
        // A daemon run with some jars on the class path (as a test runner does) hands them on: the SDK's
        // automatic modules read them there.
        String classPath = System.getProperty("java.class.path", "");
        if (!classPath.isBlank()) {
            line.addAll(List.of("-cp", classPath));
        }
        if (ModuleLayer.boot().findModule(RELAY_MODULE).isPresent() || !relayOnClassPath()) {
            line.addAll(List.of("-m", RELAY_MODULE + "/" + RELAY_MAIN));
        } else {
            // A test runner's daemon has the relay on its class path: run it from there, reading the
            // modules on the path.
            line.addAll(List.of("--add-modules", "ALL-MODULE-PATH", RELAY_MAIN));
        }
        line.addAll(List.of(mcpArgs));
        return line;
    }

    private static boolean relayOnClassPath() {
        return ClassLoader.getSystemClassLoader().getResource(RELAY_MAIN.replace('.', '/') + ".class") != null;
    }

    /**
     * {@code pathList} with each entry that exists as its real path: the runtime image names its jars
     * through its own descriptor ({@code /proc/self/fd/73/lib}, dist/src/bin/launcher), which the
     * tool server's JVM does not inherit.
     */
    static String realPaths(String pathList) {
        List<String> real = new ArrayList<>();
        for (String entry : pathList.split(java.io.File.pathSeparator, -1)) {
            try {
                real.add(entry.isEmpty() ? entry : Path.of(entry).toRealPath().toString());
            } catch (java.io.IOException | RuntimeException absent) {
                real.add(entry);
            }
        }
        return String.join(java.io.File.pathSeparator, real);
    }

    /** Credentials minted for {@code chat} stop signing in. */
    public void gone(String chat) {
        Target to = target.getNow(null);
        if (to != null) {
            to.credentials().revoke(chat);
        }
    }

    /** {@code url} with a wildcard host (every interface) replaced by the loopback address. */
    static URI loopback(URI url) {
        String host = url.getHost();
        if (host == null || !(host.equals("0.0.0.0") || host.equals("[::]") || host.equals("::"))) {
            return url;
        }
        String wanted = host.equals("0.0.0.0") ? "127.0.0.1" : "[::1]";
        return URI.create(url.getScheme() + "://" + wanted + ":" + url.getPort() + url.getRawPath());
    }
}

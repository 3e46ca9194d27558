package ahp.machines.ssh;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/**
 * Debian's sshd in a container of the shells image, on a free loopback port of this host
 * ({@code --network host}: the engine here has no bridge). Its host key is made here and mounted in,
 * with an {@code authorized_keys} for root holding the one key the test gives. The container has a
 * name of its own and the label {@value #LABEL}; {@link #close} removes it, and sshd ends by itself
 * after half an hour should the test JVM die first.
 */
final class SshServer implements AutoCloseable {

    /** The label on every container these tests start. */
    static final String LABEL = "ahp.test=ahp.machines.ssh";

    private static final String MOUNT = "/ahp-sshd";

    private final String name;
    private final int port;
    private final String hostKey;

    private SshServer(String name, int port, String hostKey) {
        this.name = name;
        this.port = port;
        this.hostKey = hostKey;
    }

    /**
     * Starts sshd with its files in {@code folder}, root's one authorized key {@code authorizedKey},
     * and each of {@code shared} mounted at the same path; returns once it answers with its banner.
     */
    static SshServer start(Path folder, String authorizedKey, List<Path> shared) throws IOException {
        Files.createDirectories(folder);
        String hostKey = Keys.make(folder.resolve("host_key"));
        Files.writeString(folder.resolve("authorized_keys"), authorizedKey + "\n");
        int port = FreePorts.one();
        String name = "ahp-ssh-test-" + UUID.randomUUID().toString().substring(0, 12);
        List<String> command = new ArrayList<>(List.of("docker", "run", "-d", "--rm", "--name", name,
                "--label", LABEL, "--network", "host", "-v", folder + ":" + MOUNT + ":ro"));
        for (Path path : shared) {
            command.addAll(List.of("-v", path + ":" + path));
        }
        // StrictModes off: the mounted files belong to whoever runs the tests, not to root.
        String sshd = "mkdir -p /run/sshd && exec timeout 1800 /usr/sbin/sshd -D -e -p " + port
                + " -o ListenAddress=127.0.0.1 -h " + MOUNT + "/host_key -o AuthorizedKeysFile=" + MOUNT
                + "/authorized_keys -o PasswordAuthentication=no -o UsePAM=no"
                + " -o PermitRootLogin=prohibit-password -o StrictModes=no";
        command.addAll(List.of(ContainerTier.IMAGE, "sh", "-c", sshd));
        Programs.require(command, 60);
        SshServer server = new SshServer(name, port, hostKey);
        try {
            server.awaitListening(Duration.ofSeconds(30));
        } catch (RuntimeException | Error failed) {
            server.close();
            throw failed;
        }
        return server;
    }

    /** The port sshd listens on, at 127.0.0.1. */
    int port() {
        return port;
    }

    /** The known_hosts line for this server: {@code [127.0.0.1]:<port> <host key>}. */
    String knownHostsLine() {
        return "[127.0.0.1]:" + port + " " + hostKey;
    }

    /** The command line of every process in the container, one a line. */
    String processes() {
        return Programs.require(List.of("docker", "exec", name, "sh", "-c",
                "for f in /proc/[0-9]*/cmdline; do tr '\\0' ' ' < \"$f\"; echo; done 2>/dev/null"), 30);
    }

    private void awaitListening(Duration timeout) {
        Await.until(() -> answers() || !running(), timeout, () -> "sshd did not answer; " + logs());
        if (!running()) {
            fail("sshd's container stopped; " + logs());
        }
    }

    /** Whether sshd accepts a connection and says its banner. */
    private boolean answers() {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress("127.0.0.1", port), 1000);
            socket.setSoTimeout(2000);
            InputStream in = socket.getInputStream();
            byte[] banner = in.readNBytes(4);
            return "SSH-".equals(new String(banner, StandardCharsets.US_ASCII));
        } catch (IOException notYet) {
            return false;
        }
    }

    private boolean running() {
        Programs.Result state = Programs.run(List.of("docker", "inspect", "--format", "{{.State.Running}}", name), 20);
        return state.code() == 0 && state.output().strip().equals("true");
    }

    private String logs() {
        return "its log: " + Programs.run(List.of("docker", "logs", name), 20).output();
    }

    /** Removes the container. */
    @Override
    public void close() {
        Programs.run(List.of("docker", "rm", "-f", name), 60);
    }
}

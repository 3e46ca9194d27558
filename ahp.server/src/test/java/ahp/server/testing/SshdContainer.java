package ahp.server.testing;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/**
 * An SSH host for a daemon test: the shells image's OpenSSH server in a container of its own on this
 * host's network ({@code --network host}), listening on a free port of 127.0.0.1, letting root in
 * with one key made here. Its files (host key, authorized key) live in a folder of the test's,
 * mounted read-only; the folders the test shares are mounted at their own paths, so a session's
 * folder is the same on both sides. The container writes its own name to {@value #MARK}, a file
 * only it has, so a command can tell where it ran. {@link #close} removes it; should the test JVM die
 * first, sshd ends by itself within the hour.
 */
public final class SshdContainer implements AutoCloseable {

    /** The file in the container that holds its name: a command that prints it ran there. */
    public static final String MARK = "/run/ahp-sshd-name";

    private final String name;
    private final int port;
    private final Path identity;
    private final String hostKey;

    private SshdContainer(String name, int port, Path identity, String hostKey) {
        this.name = name;
        this.port = port;
        this.identity = identity;
        this.hostKey = hostKey;
    }

    /**
     * Makes the keys in {@code folder}, starts sshd with {@code shared} mounted, and returns once it
     * says its banner.
     */
    public static SshdContainer start(Path folder, List<Path> shared) throws IOException {
        Path files = Files.createDirectories(folder.resolve("sshd"));
        Path identity = folder.resolve("client_key");
        String clientKey = keyPair(identity);
        String hostKey = keyPair(files.resolve("host_key"));
        Files.writeString(files.resolve("authorized_keys"), clientKey + "\n");
        int port = freePort();
        String name = "ahp-test-sshd-" + UUID.randomUUID().toString().substring(0, 12);
        List<String> run = new ArrayList<>(List.of("run", "-d", "--rm", "--name", name, "--label", "ahp.test=" + name,
                "--network", "host", "-v", files + ":/etc/ahp-sshd:ro"));
        shared.forEach(path -> run.addAll(List.of("-v", path + ":" + path)));
        // The mounted files are the test's user's, not root's: sshd's StrictModes would refuse them.
        run.addAll(List.of(DockerTier.IMAGE, "sh", "-c", "echo " + name + " > " + MARK
                + " && mkdir -p /run/sshd && exec timeout 3600 /usr/sbin/sshd -D -e -p " + port
                + " -o ListenAddress=127.0.0.1 -h /etc/ahp-sshd/host_key"
                + " -o AuthorizedKeysFile=/etc/ahp-sshd/authorized_keys -o StrictModes=no -o UsePAM=no"
                + " -o PasswordAuthentication=no -o PermitRootLogin=prohibit-password"));
        DockerTier.Result started = DockerTier.docker(run.toArray(String[]::new));
        if (started.code() != 0) {
            throw new AssertionError("sshd's container did not start: " + started.output());
        }
        SshdContainer sshd = new SshdContainer(name, port, identity, hostKey);
        try {
            Await.until("sshd on port " + port + " to say its banner", Await.STEP,
                    () -> sshd.saysBanner() || !sshd.running(),
                    () -> DockerTier.docker("logs", name).output());
            if (!sshd.running()) {
                throw new AssertionError("sshd's container stopped: " + DockerTier.docker("logs", name).output());
            }
        } catch (RuntimeException | Error failed) {
            sshd.close();
            throw failed;
        }
        return sshd;
    }

    /** The container's name. */
    public String name() {
        return name;
    }

    /** The port sshd listens on at 127.0.0.1. */
    public int port() {
        return port;
    }

    /** The private key root is let in with (mode 600, as ssh-keygen makes it). */
    public Path identity() {
        return identity;
    }

    /** The known_hosts line of this host as ssh looks it up: {@code [127.0.0.1]:<port> <key>}. */
    public String knownHostsLine() {
        return "[127.0.0.1]:" + port + " " + hostKey;
    }

    /** Removes the container. */
    @Override
    public void close() {
        DockerTier.docker("rm", "-f", name);
    }

    /** Makes an Ed25519 key pair with no passphrase at {@code file}; returns the public key's line. */
    public static String keyPair(Path file) throws IOException {
        try {
            Process keygen = new ProcessBuilder("ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-C", "ahp-test",
                    "-f", file.toString()).redirectErrorStream(true).start();
            keygen.getOutputStream().close();
            String said = new String(keygen.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (keygen.waitFor() != 0) {
                throw new AssertionError("ssh-keygen failed: " + said);
            }
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted making a key", interrupted);
        }
        return Files.readString(file.resolveSibling(file.getFileName() + ".pub")).strip();
    }

    private boolean saysBanner() {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 1000);
            socket.setSoTimeout(2000);
            InputStream in = socket.getInputStream();
            return new String(in.readNBytes(4), StandardCharsets.US_ASCII).equals("SSH-");
        } catch (IOException notYet) {
            return false;
        }
    }

    private boolean running() {
        DockerTier.Result state = DockerTier.docker("inspect", "--format", "{{.State.Running}}", name);
        return state.code() == 0 && state.output().strip().equals("true");
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }
}

package ahp.bench.scenario;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.Channels;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The Docker engine's own cost of running a command in a container, with no daemon: an exec of
 * {@code /bin/true} under a TTY created and started over the Engine API on the engine's UNIX socket
 * ({@code $DOCKER_HOST} when it is a {@code unix://} address, else {@code /var/run/docker.sock}),
 * timed from just before the create is sent until the started exec's stream ends. It is the floor of
 * a {@code !} command in a Docker machine: the daemon makes the same two calls (and a list) and then
 * waits for the shell the exec starts.
 */
final class EngineExec {

    private static final Pattern ID = Pattern.compile("\"Id\"\\s*:\\s*\"([0-9a-f]{64})\"");
    private static final String BODY = "{\"AttachStdout\":true,\"AttachStderr\":true,\"Tty\":true,\"Cmd\":[\"/bin/true\"]}";
    private static final String START = "{\"Detach\":false,\"Tty\":true}";

    private final Path socket;

    private EngineExec(Path socket) {
        this.socket = socket;
    }

    /** The engine's socket, or empty when the engine is not on a local socket (then there is no floor to time). */
    static Optional<EngineExec> local() {
        String host = System.getenv("DOCKER_HOST");
        if (host == null || host.isBlank()) {
            return Optional.of(new EngineExec(Path.of("/var/run/docker.sock")));
        }
        return host.startsWith("unix://") ? Optional.of(new EngineExec(Path.of(host.substring("unix://".length()))))
                : Optional.empty();
    }

    /** {@code warmup} untimed then {@code count} timed execs of {@code /bin/true} in {@code container}: their nanoseconds. */
    long[] time(String container, int warmup, int count) throws IOException {
        long[] nanos = new long[count];
        for (int i = 0; i < warmup + count; i++) {
            long start = System.nanoTime();
            String exec = create(container);
            startToEnd(exec);
            if (i >= warmup) {
                nanos[i - warmup] = System.nanoTime() - start;
            }
        }
        return nanos;
    }

    private String create(String container) throws IOException {
        String answer = exchange("/containers/" + container + "/exec", BODY, false);
        Matcher id = ID.matcher(answer);
        if (!answer.startsWith("HTTP/1.1 201") || !id.find()) {
            throw new IOException("the engine did not create an exec in " + container + ": " + firstLine(answer));
        }
        return id.group(1);
    }

    private void startToEnd(String exec) throws IOException {
        String answer = exchange("/exec/" + exec + "/start", START, true);
        if (!answer.startsWith("HTTP/1.1 101")) {
            throw new IOException("the engine did not start exec " + exec + ": " + firstLine(answer));
        }
    }

    /** POSTs {@code body} to {@code target} and reads the answer (an upgraded stream too) to its end. */
    private String exchange(String target, String body, boolean upgrade) throws IOException {
        byte[] content = body.getBytes(StandardCharsets.UTF_8);
        String head = "POST /v1.41" + target + " HTTP/1.1\r\nHost: docker\r\nContent-Type: application/json\r\n"
                + "Content-Length: " + content.length + "\r\n"
                + (upgrade ? "Connection: Upgrade\r\nUpgrade: tcp\r\n" : "Connection: close\r\n") + "\r\n";
        try (SocketChannel channel = SocketChannel.open(StandardProtocolFamily.UNIX)) {
            channel.connect(UnixDomainSocketAddress.of(socket));
            ByteArrayOutputStream request = new ByteArrayOutputStream();
            request.writeBytes(head.getBytes(StandardCharsets.US_ASCII));
            request.writeBytes(content);
            Channels.newOutputStream(channel).write(request.toByteArray());
            InputStream in = Channels.newInputStream(channel);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static String firstLine(String answer) {
        int end = answer.indexOf('\r');
        return end < 0 ? answer : answer.substring(0, end);
    }
}

package ahp.bench.reliability;

import ahp.bench.daemon.Daemon;
import ahp.bench.scenario.CommandTurns;
import ahp.bench.wire.AhpClient;
import ahp.bench.wire.RpcException;
import ahp.bench.wire.WebSocketClient;
import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * {@code reliability/run faults}: the daemon killed with SIGKILL while it floods and writes its
 * store ({@link KillDrill}); clients that vanish in the middle of a frame or of their upgrade; a
 * state folder on a full disk (a small tmpfs, so it needs root); and a daemon out of file
 * descriptors ({@code ulimit -n}).
 */
final class FaultsRun {

    private static final Duration TIMEOUT = Duration.ofSeconds(60);

    private FaultsRun() {}

    static int run(Harness harness) throws Exception {
        Instant started = Instant.now();
        StringBuilder out = new StringBuilder(harness.heading("Faults", started));
        out.append("| fault | what was done | what came of it |\n|---|---|---|\n");
        boolean clean = true;

        Harness.progress("faults: SIGKILL");
        KillDrill.Result kill = KillDrill.run(harness);
        out.append("| SIGKILL during a flood and while writing the session store | ").append(kill.rounds())
                .append(" rounds on one state folder: kept `!seq 1 3000` turns, a terminal running `yes` subscribed,"
                        + " a client ending `!seq 1 200` turns in new sessions back to back (")
                .append(kill.turnsWhileKilled()).append(" turns ended), the JVM killed, a daemon started on the folder | ")
                .append(kill.files()).append(" kept files, ").append(kill.broken()).append(" not whole, ")
                .append(kill.leftovers()).append(" left-over temporary files; ").append(kill.keptOpened()).append(" of ")
                .append(kill.kept()).append(" kept terminals opened with their last line after the last round |\n");
        clean &= kill.broken() == 0 && kill.keptOpened() == kill.kept() && kill.problems().isEmpty();

        Harness.progress("faults: vanishing clients");
        out.append(vanishing(harness));
        Harness.progress("faults: full disk");
        out.append(fullDisk(harness));
        Harness.progress("faults: out of descriptors");
        out.append(outOfDescriptors(harness));
        out.append('\n');
        kill.problems().stream().limit(5).forEach(p -> out.append("- ").append(p).append('\n'));
        harness.report("faults", out.toString());
        return clean && !out.toString().contains("FAILED") ? 0 : 1;
    }

    /** 200 clients that vanish mid-frame and 200 mid-upgrade; then the daemon's threads and descriptors, and a new client. */
    private static String vanishing(Harness harness) throws Exception {
        try (Daemon daemon = harness.daemon("vanish", Map.of())) {
            try (AhpClient warm = AhpClient.connect(daemon.address(), daemon.token(), "warm", TIMEOUT)) {
                warm.listSessions(TIMEOUT);
            }
            long threads = ProcessCounts.threads(daemon.pid());
            long fds = ProcessCounts.descriptors(daemon.pid());
            for (int i = 0; i < 200; i++) {
                WebSocketClient client = WebSocketClient.connect(daemon.address(),
                        Map.of("Authorization", "Bearer " + daemon.token()), TIMEOUT, new Ignoring());
                byte[] head = {(byte) 0x81, (byte) (0x80 | 126), 0x03, (byte) 0xE8, 1, 2, 3, 4};
                client.sendRaw(head);
                client.sendRaw("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"".getBytes(StandardCharsets.UTF_8));
                client.close();
                try (Socket half = new Socket(daemon.address().getHost(), daemon.address().getPort())) {
                    OutputStream raw = half.getOutputStream();
                    raw.write("GET / HTTP/1.1\r\nAuthorization: Bearer ".getBytes(StandardCharsets.US_ASCII));
                    raw.flush();
                }
            }
            long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
            while (System.nanoTime() < deadline
                    && (ProcessCounts.threads(daemon.pid()) > threads || ProcessCounts.descriptors(daemon.pid()) > fds)) {
                Thread.sleep(100);
            }
            long threadsAfter = ProcessCounts.threads(daemon.pid());
            long fdsAfter = ProcessCounts.descriptors(daemon.pid());
            boolean answered;
            try (AhpClient after = AhpClient.connect(daemon.address(), daemon.token(), "after", TIMEOUT)) {
                after.listSessions(TIMEOUT);
                answered = true;
            } catch (Exception failed) {
                answered = false;
            }
            boolean ok = answered && threadsAfter <= threads && fdsAfter <= fds;
            return "| a client that vanishes mid-frame (and one mid-upgrade) | 200 clients sent a frame head announcing"
                    + " 1,000 bytes and 41 of them, then closed; 200 sockets sent half a request head, then closed | threads "
                    + threads + " before, " + threadsAfter + " after; descriptors " + fds + " before, " + fdsAfter
                    + " after; a new client answered: " + answered + (ok ? "" : " FAILED") + " |\n";
        }
    }

    /** The state folder on an 8 MiB tmpfs, filled: createSession refused with why, the daemon serving on; freed: it works again. */
    private static String fullDisk(Harness harness) throws Exception {
        Path mount = Files.createDirectories(harness.work().resolve("disk").resolve("state"));
        if (!runs("mount", "-t", "tmpfs", "-o", "size=8m", "tmpfs", mount.toString())) {
            return "| a full disk | not run: mounting a tmpfs needs root | |\n";
        }
        try {
            Path folder = Files.createDirectories(harness.work().resolve("disk").resolve("project"));
            try (Daemon daemon = harness.daemonOn("disk-daemon", mount, Map.of());
                 AhpClient client = AhpClient.connect(daemon.address(), daemon.token(), "disk", TIMEOUT)) {
                CommandTurns.OpenSession before = CommandTurns.openSession(client, folder);
                Path filler = mount.resolve("filler");
                try (OutputStream fill = Files.newOutputStream(filler)) {
                    byte[] chunk = new byte[64 * 1024];
                    while (true) {
                        fill.write(chunk);
                    }
                } catch (IOException full) {
                    // the disk is full
                }
                String refusal;
                try {
                    CommandTurns.openSession(client, folder);
                    refusal = "createSession was answered as if it were kept FAILED";
                } catch (RpcException refused) {
                    refusal = "createSession answered " + refused.getMessage();
                }
                String turn;
                try {
                    var events = CommandTurns.run(client, before.chat(), "!echo still-running").events();
                    turn = "a `!echo` turn in the earlier session ended (" + events.callSucceeded() + ")";
                } catch (Exception failed) {
                    turn = "a `!echo` turn in the earlier session failed: " + failed.getMessage() + " FAILED";
                }
                Files.delete(filler);
                String again;
                try {
                    CommandTurns.openSession(client, folder);
                    again = "after the filler was removed, createSession worked again";
                } catch (Exception failed) {
                    again = "after the filler was removed, createSession still failed: " + failed.getMessage() + " FAILED";
                }
                return "| a state folder on a full disk | `--state-dir` on an 8 MiB tmpfs, filled to the last byte | "
                        + refusal.replace("|", "/") + "; " + turn + "; " + again + " |\n";
            }
        } finally {
            runs("umount", mount.toString());
        }
    }

    /** A daemon under {@code ulimit -n 256}: terminals opened until one is refused, some closed, then one more. */
    private static String outOfDescriptors(Harness harness) throws Exception {
        Path wrapper = harness.work().resolve("ulimit-ahpd");
        Files.createDirectories(harness.work());
        Files.writeString(wrapper, "#!/bin/sh\nulimit -n 256\nexec " + harness.repository().resolve("ahpd") + " \"$@\"\n");
        Files.setPosixFilePermissions(wrapper, PosixFilePermissions.fromString("rwx------"));
        try (Daemon daemon = Daemon.start(new Daemon.Launch(wrapper, harness.repository(), Harness.START_TIMEOUT, Map.of()),
                harness.work().resolve("ulimit"));
             AhpClient client = AhpClient.connect(daemon.address(), daemon.token(), "fds", TIMEOUT)) {
            List<String> open = new ArrayList<>();
            String refusal = null;
            for (int i = 0; i < 400 && refusal == null; i++) {
                String channel = "ahp-terminal:/fd-" + i;
                try {
                    client.createTerminal(channel, "echo ready; exec cat", TIMEOUT);
                    open.add(channel);
                } catch (RpcException refused) {
                    refusal = refused.getMessage();
                }
            }
            if (refusal == null) {
                return "| out of file descriptors | 400 terminals opened under `ulimit -n 256` without a refusal FAILED | |\n";
            }
            boolean served;
            try {
                client.listSessions(TIMEOUT);
                served = true;
            } catch (Exception failed) {
                served = false;
            }
            for (int i = 0; i < 10; i++) {
                client.dispose(open.removeLast(), TIMEOUT);
            }
            String again;
            try {
                client.createTerminal("ahp-terminal:/fd-again", "echo ready; exec cat", TIMEOUT);
                again = "after 10 were disposed, createTerminal worked again";
            } catch (RpcException still) {
                again = "after 10 were disposed, createTerminal still failed: " + still.getMessage() + " FAILED";
            }
            return "| out of file descriptors | the daemon under `ulimit -n 256`, terminals (pty) opened until one was"
                    + " refused | " + (open.size() + 10) + " opened, then createTerminal answered " + refusal.replace("|", "/")
                    + "; other requests answered meanwhile: " + served + "; " + again + " |\n";
        }
    }

    private static boolean runs(String... command) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        process.getInputStream().readAllBytes();
        return process.waitFor() == 0;
    }

    /** A listener for clients that only send. */
    private static final class Ignoring implements WebSocketClient.Listener {
        @Override
        public void onText(String text) {}

        @Override
        public void onClose(int code, String reason) {}

        @Override
        public void onError(Throwable error) {}
    }
}

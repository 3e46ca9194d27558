package ahp.bench.reliability;

import ahp.bench.daemon.Daemon;
import ahp.bench.scenario.CommandTurns;
import ahp.bench.wire.AhpClient;
import ahp.bench.wire.ChannelWatch;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.json.JsonMapper;

/**
 * SIGKILL while the daemon floods and writes its session store: kept commands first (their
 * terminals' output kept), then a terminal flooding its subscriber and a client ending
 * {@code !} turns in new sessions as fast as it can (each a session file, a turn file and a
 * terminal file written), and the JVM killed in the middle of it. Then a daemon is started on the
 * same state folder: every file in the store must parse, and every kept terminal must open with
 * what it printed. {@value #ROUNDS} rounds on one state folder.
 */
final class KillDrill {

    static final int ROUNDS = 3;
    private static final Duration TIMEOUT = Duration.ofSeconds(60);
    private static final JsonMapper JSON = JsonMapper.shared();

    /** What the drill found. */
    record Result(int rounds, long turnsWhileKilled, long files, long broken, long leftovers, int kept, int keptOpened,
            List<String> problems) {}

    private KillDrill() {}

    static Result run(Harness harness) throws Exception {
        Path state = harness.work().resolve("kill").resolve("state");
        Files.createDirectories(state);
        Path folder = Files.createDirectories(harness.work().resolve("kill").resolve("project"));
        List<String> kept = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        long turnsWhileKilled = 0;
        long files = 0;
        long broken = 0;
        long leftovers = 0;
        int opened = 0;
        for (int round = 1; round <= ROUNDS; round++) {
            try (Daemon daemon = harness.daemonOn("kill-" + round, state, Map.of())) {
                AhpClient client = AhpClient.connect(daemon.address(), daemon.token(), "kill-" + round, TIMEOUT);
                CommandTurns.OpenSession session = CommandTurns.openSession(client, folder);
                for (int i = 0; i < 2; i++) {
                    String terminal = CommandTurns.run(client, session.chat(), "!seq 1 3000").events().terminal();
                    if (terminal != null) {
                        kept.add(terminal);
                    }
                }
                client.createTerminal("ahp-terminal:/flood-" + round, "yes flooding-the-daemon", TIMEOUT);
                client.subscribe("ahp-terminal:/flood-" + round, false, TIMEOUT);
                AtomicBoolean writing = new AtomicBoolean(true);
                AtomicLong turns = new AtomicLong();
                Thread writer = Thread.ofPlatform().name("store-writer").start(() -> {
                    try (AhpClient busy = AhpClient.connect(daemon.address(), daemon.token(), "busy", TIMEOUT)) {
                        while (writing.get()) {
                            CommandTurns.OpenSession next = CommandTurns.openSession(busy, folder);
                            CommandTurns.run(busy, next.chat(), "!seq 1 200");
                            turns.incrementAndGet();
                        }
                    } catch (Exception killed) {
                        // the daemon was killed under it
                    }
                });
                long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
                while (turns.get() < 3 && System.nanoTime() < deadline) {
                    Thread.sleep(50);
                }
                Thread.sleep(137L * round);
                ProcessHandle.of(daemon.pid()).ifPresent(ProcessHandle::destroyForcibly);
                writing.set(false);
                writer.join(60_000);
                turnsWhileKilled += turns.get();
                client.close();
            }
            try (Daemon after = harness.daemonOn("kill-" + round + "-after", state, Map.of());
                 AhpClient client = AhpClient.connect(after.address(), after.token(), "check-" + round, TIMEOUT)) {
                try (Stream<Path> all = Files.walk(state.resolve("sessions"))) {
                    for (Path file : all.filter(Files::isRegularFile).toList()) {
                        if (!file.getFileName().toString().endsWith(".json")) {
                            leftovers++;
                            continue;
                        }
                        files++;
                        try {
                            JSON.readTree(Files.readAllBytes(file));
                        } catch (JacksonException | IOException notWhole) {
                            broken++;
                            problems.add(file + ": " + notWhole.getMessage());
                        }
                    }
                }
                opened = 0;
                for (String terminal : kept) {
                    ChannelWatch watch = client.subscribe(terminal, true, TIMEOUT);
                    if (java.util.regex.Pattern.compile("2999\\R3000").matcher(watch.text()).find()) {
                        opened++;
                    } else {
                        problems.add(terminal + " opened without its last line");
                    }
                }
            }
        }
        return new Result(ROUNDS, turnsWhileKilled, files, broken, leftovers, kept.size(), opened, problems);
    }
}

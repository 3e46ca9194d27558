package ahp.bench.reliability;

import ahp.bench.daemon.Daemon;
import ahp.bench.stats.Percentiles;
import ahp.bench.wire.AhpClient;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

/**
 * {@code reliability/run attack}: an attacker on the same address holds {@code sockets} connections
 * open, half sending nothing and half trickling a request head a byte a second, and opens a new one
 * for each the daemon closes, as fast as it can; meanwhile a person signs in (upgrade and
 * {@code initialize} answered) again and again, each timed.
 */
final class AttackRun {

    private static final Duration TIMEOUT = Duration.ofSeconds(30);

    private AttackRun() {}

    /** Where the attacker connects from unless it shares the person's address: another loopback address. */
    static final String ATTACKER_ADDRESS = "127.0.0.2";

    static int run(Harness harness, int sockets, int tries, boolean sameAddress) throws Exception {
        Instant started = Instant.now();
        try (Daemon daemon = harness.daemon("daemon", Map.of())) {
            try (AhpClient warm = AhpClient.connect(daemon.address(), daemon.token(), "warm", TIMEOUT)) {
                warm.listSessions(TIMEOUT);
            }
            long threadsBefore = ProcessCounts.threads(daemon.pid());
            Attacker attacker = new Attacker(daemon.address(), sockets,
                    sameAddress ? null : new InetSocketAddress(ATTACKER_ADDRESS, 0));
            Thread attacking = Thread.ofPlatform().name("attacker").start(attacker::run);
            attacker.awaitOpen();
            long threadsUnderAttack = ProcessCounts.threads(daemon.pid());
            long[] millis = new long[tries];
            int failed = 0;
            List<String> failures = new ArrayList<>();
            for (int i = 0; i < tries; i++) {
                long begin = System.nanoTime();
                try (AhpClient person = AhpClient.connect(daemon.address(), daemon.token(), "person-" + i, TIMEOUT)) {
                    millis[i] = (System.nanoTime() - begin) / 1_000_000;
                } catch (Exception refused) {
                    millis[i] = (System.nanoTime() - begin) / 1_000_000;
                    failed++;
                    failures.add(refused.toString());
                }
                Thread.sleep(200);
            }
            attacker.stop();
            attacking.join();
            Percentiles sign = Percentiles.of(millis);
            StringBuilder out = new StringBuilder(harness.heading("An attacker's " + sockets + " sockets, "
                    + (sameAddress ? "from the person's own address" : "from another address"), started));
            out.append("| what | figure |\n|---|---|\n");
            row(out, "attacker's sockets held open (half idle, half a byte a second), from "
                    + (sameAddress ? "the person's address (127.0.0.1)" : ATTACKER_ADDRESS + ", the person from 127.0.0.1"),
                    Integer.toString(sockets));
            row(out, "attacker's connects in all / closed by the daemon", attacker.opened.get() + " / " + attacker.closedByDaemon.get());
            row(out, "person's sign-ins (upgrade + initialize) that failed", failed + " of " + tries
                    + (failures.isEmpty() ? "" : ": " + failures.getFirst()));
            row(out, "person's sign-in, p50 / max", sign.at(50) + " ms / " + sign.at(100) + " ms");
            row(out, "daemon threads before / under attack", threadsBefore + " / " + threadsUnderAttack);
            out.append('\n');
            harness.report("attack", out.toString());
            return failed == 0 && sign.at(100) < 1_000 ? 0 : 1;
        }
    }

    private static void row(StringBuilder out, String what, String figure) {
        out.append("| ").append(what).append(" | ").append(figure).append(" |\n");
    }

    /** Holds its sockets open, and replaces each the daemon closes. */
    private static final class Attacker {
        private final InetSocketAddress target;
        private final InetSocketAddress source;
        private final SocketChannel[] held;
        private final long[] nextByte;
        private volatile boolean running = true;
        private volatile boolean allOpen;
        final AtomicLong opened = new AtomicLong();
        final AtomicLong closedByDaemon = new AtomicLong();

        Attacker(URI address, int sockets, InetSocketAddress source) {
            this.target = new InetSocketAddress(address.getHost(), address.getPort());
            this.source = source;
            this.held = new SocketChannel[sockets];
            this.nextByte = new long[sockets];
        }

        void run() {
            ByteBuffer probe = ByteBuffer.allocate(256);
            while (running) {
                for (int i = 0; i < held.length && running; i++) {
                    try {
                        if (held[i] == null) {
                            held[i] = SocketChannel.open();
                            if (source != null) {
                                held[i].bind(source);
                            }
                            held[i].connect(target);
                            held[i].configureBlocking(false);
                            opened.incrementAndGet();
                            nextByte[i] = System.nanoTime();
                            continue;
                        }
                        probe.clear();
                        if (held[i].read(probe) < 0) {
                            closedByDaemon.incrementAndGet();
                            held[i].close();
                            held[i] = null;
                        } else if (i % 2 == 1 && System.nanoTime() >= nextByte[i]) {
                            held[i].write(ByteBuffer.wrap(new byte[] {'G'}));
                            nextByte[i] = System.nanoTime() + 1_000_000_000L;
                        }
                    } catch (IOException closed) {
                        closedByDaemon.incrementAndGet();
                        closeQuietly(held[i]);
                        held[i] = null;
                    }
                }
                allOpen = true;
                Thread.onSpinWait();
            }
            for (SocketChannel socket : held) {
                closeQuietly(socket);
            }
        }

        void awaitOpen() throws InterruptedException {
            while (!allOpen) {
                Thread.sleep(10);
            }
        }

        void stop() {
            running = false;
        }

        private static void closeQuietly(SocketChannel socket) {
            try {
                if (socket != null) {
                    socket.close();
                }
            } catch (IOException ignored) {
                // going either way
            }
        }
    }
}

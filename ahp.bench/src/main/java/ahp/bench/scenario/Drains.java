package ahp.bench.scenario;

import ahp.bench.wire.AhpClient;
import ahp.bench.wire.ChannelWatch;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/** One gated command run on the daemon and read to its exit by one or more clients. */
final class Drains {

    /** How long a drained command may take to exit once started. */
    static final Duration EXIT_TIMEOUT = Duration.ofMinutes(5);

    /**
     * What one client saw.
     *
     * @param clientId the client
     * @param bytesAtGo bytes seen when Enter was typed (the gate's mark)
     * @param bytesAtExit bytes seen when the exit was read
     * @param bytesAfterExit bytes that came after the exit
     * @param seconds from Enter to the exit
     * @param exitCode the exit code the host reported, or null
     */
    record ClientDrain(String clientId, long bytesAtGo, long bytesAtExit, long bytesAfterExit, double seconds, Integer exitCode) {

        /** The output after Enter per second, in MB/s (10^6 bytes), as this client received it. */
        double megabytesPerSecond() {
            return (bytesAtExit - bytesAtGo) / seconds / 1e6;
        }

        /** What is wrong with it against the raw reader's {@code expectedBytes}; empty when nothing is. */
        List<String> problems(long expectedBytes) {
            List<String> problems = new ArrayList<>();
            if (bytesAtExit != expectedBytes) {
                problems.add(clientId + " got " + bytesAtExit + " bytes to the exit, the raw reader " + expectedBytes
                        + " (" + (expectedBytes - bytesAtExit) + " lost)");
            }
            if (bytesAfterExit != 0) {
                problems.add(clientId + " got " + bytesAfterExit + " bytes after terminal/exited");
            }
            if (exitCode != null && exitCode != 0) {
                problems.add(clientId + " was told exit code " + exitCode + ", the command exits 0");
            }
            return problems;
        }
    }

    private Drains() {}

    /**
     * Opens a terminal running {@code gatedLine} (the first client opens it), subscribes every
     * client, types Enter once all of them have seen the gate's mark, reads to the exit, and
     * disposes of the terminal.
     */
    static List<ClientDrain> run(List<AhpClient> clients, String channel, String gatedLine) throws Exception {
        AhpClient owner = clients.getFirst();
        clients.forEach(AhpClient::endExpectingEverySeq);
        owner.createTerminal(channel, gatedLine, RunContext.REQUEST_TIMEOUT);
        Exception failure = null;
        try {
            List<ChannelWatch> watches = new ArrayList<>();
            for (AhpClient client : clients) {
                watches.add(client.subscribe(channel, false, RunContext.REQUEST_TIMEOUT));
            }
            clients.forEach(AhpClient::expectEverySeq);
            long[] atGo = new long[watches.size()];
            for (int i = 0; i < watches.size(); i++) {
                watches.get(i).awaitBytes(1, RunContext.REQUEST_TIMEOUT);
                Commands.requireMark(watches.get(i));
                atGo[i] = watches.get(i).bytes();
            }
            long go = System.nanoTime();
            owner.input(channel, Commands.GO);
            for (ChannelWatch watch : watches) {
                watch.awaitExit(EXIT_TIMEOUT);
            }
            clients.forEach(AhpClient::endExpectingEverySeq);
            List<ClientDrain> drains = new ArrayList<>();
            for (int i = 0; i < watches.size(); i++) {
                ChannelWatch watch = watches.get(i);
                drains.add(new ClientDrain(clients.get(i).clientId(), atGo[i], watch.bytesAtExit(), watch.bytesAfterExit(),
                        (watch.exitedAtNanos() - go) / 1e9, watch.exitCode()));
            }
            return drains;
        } catch (Exception e) {
            failure = e;
            throw e;
        } finally {
            try {
                owner.dispose(channel, RunContext.REQUEST_TIMEOUT);
            } catch (Exception e) {
                if (failure != null) {
                    failure.addSuppressed(e);
                } else {
                    throw e;
                }
            }
        }
    }
}

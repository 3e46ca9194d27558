package ahp.server.terminals;

import static ahp.server.testing.Terminals.create;
import static ahp.server.testing.Terminals.newUri;
import static ahp.server.testing.Terminals.subscribe;
import static ahp.server.testing.Terminals.type;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.server.daemon.TerminalsMode;
import ahp.server.testing.AhpTestClient;
import ahp.server.testing.Await;
import ahp.server.testing.TestDaemon;
import ahp.server.testing.WsClient;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A terminal printing as fast as it can, watched by a client that reads and one that stopped
 * reading: the one that stopped is cut off, and neither the terminal nor the reader waits for it.
 */
class FloodTest {

    @TempDir
    Path home;

    @Test
    void aStalledSubscriberSlowsNeitherTheTerminalNorTheOtherSubscriber() {
        try (TestDaemon daemon = TestDaemon.withTerminalsQueueBound(TerminalsMode.PIPES, home, 16 * 1024 * 1024);
                AhpTestClient reader = AhpTestClient.initialized(daemon.uri(), TestDaemon.OWNER, "reader", "0.9.0");
                WsClient stalled = WsClient.slow(daemon.uri(), TestDaemon.MEMBER)) {
            String uri = newUri();
            assertTrue(create(reader, uri, null).path("result").isNull());
            subscribe(reader, uri);
            stalled.send("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"channel\":\"ahp-root://\","
                    + "\"clientId\":\"stalled\",\"protocolVersions\":[\"0.9.0\"],\"initialSubscriptions\":[\"" + uri + "\"]}}");
            Await.until("both connections", () -> daemon.host().connectionCount() == 2);

            // The bound leaves the reader room to fall behind a moment (it reads on a shared CPU, and the
            // host writes frames as fast as pipes fill); the flood is long enough to fill the stalled
            // client's socket buffers and then its bound.
            type(reader, uri, "seq 1 4000000; echo flood-$((40+2))\n");
            // Read as a client does, without parsing each message, until the last line.
            String last = reader.socket().nextMatching(message -> message.contains("flood-42"));
            assertTrue(last.contains("\"channel\":\"" + uri + "\""), last);
            Await.until("the stalled client to be cut off", () -> daemon.host().connectionCount() == 1);
            assertEquals(1, daemon.host().terminalCount());
        }
    }
}

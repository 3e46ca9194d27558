package ahp.server.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.client.HostConnection;
import ahp.client.RpcClient;
import ahp.server.testing.Await;
import ahp.server.testing.TestDaemon;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/**
 * The person's JSON-RPC client against a real daemon: requests answered by id (many at once,
 * asynchronously), an error and a large answer, a refused token and a daemon that is not there said
 * in words, and the connection's end told when the daemon stops and when the client closes.
 */
class RpcClientTest {

    private static final Duration TIMEOUT = Duration.ofSeconds(20);

    @TempDir
    Path home;

    @Test
    void requestsAreAnsweredByIdManyAtOnceAndErrorsAndLargeAnswersToo() throws Exception {
        try (TestDaemon daemon = TestDaemon.withoutTerminals(home, 100);
                HostConnection host = HostConnection.open(daemon.uri(), TestDaemon.OWNER, null, "rpc-test", true)) {
            RpcClient rpc = host.rpc();
            List<CompletableFuture<JsonNode>> answers = new ArrayList<>();
            for (int i = 0; i < 200; i++) {
                answers.add(rpc.callAsync("ping", HostConnection.channel(HostConnection.ROOT)));
            }
            for (CompletableFuture<JsonNode> answer : answers) {
                assertNotNull(Await.done("a ping's answer", answer, TIMEOUT));
            }
            IOException unknown = assertThrows(IOException.class, () -> rpc.call("noSuchMethod", HostConnection.channel(HostConnection.ROOT)));
            assertEquals("Method not found: noSuchMethod (-32601)", unknown.getMessage());
            String channel = "ahp-session:/" + "x".repeat(300_000);
            ExecutionException large = assertThrows(ExecutionException.class,
                    () -> rpc.callAsync("subscribe", HostConnection.channel(channel)).get());
            assertTrue(large.getCause() instanceof IOException, large.toString());
            assertTrue(large.getCause().getMessage().contains(channel), "the whole answer, over many reads");
        }
    }

    @Test
    void aRefusedTokenAndADaemonThatIsNotThereAreSaidInWords() throws Exception {
        try (TestDaemon daemon = TestDaemon.withoutTerminals(home, 100)) {
            IOException refused = assertThrows(IOException.class, () -> RpcClient.connect(daemon.uri(), "not-a-token"));
            assertEquals("the daemon at " + daemon.uri() + " refused the token (401)", refused.getMessage());
        }
        URI nobody;
        try (ServerSocket free = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            nobody = URI.create("ws://127.0.0.1:" + free.getLocalPort() + "/");
        }
        IOException absent = assertThrows(IOException.class, () -> RpcClient.connect(nobody, "token"));
        assertTrue(absent.getMessage().startsWith("cannot connect to " + nobody + " (is the daemon running?): "),
                absent.getMessage());
    }

    @Test
    void theDaemonStoppingEndsTheConnectionAndLaterCallsFail() throws Exception {
        TestDaemon daemon = TestDaemon.withoutTerminals(home, 100);
        HostConnection host;
        try {
            host = HostConnection.open(daemon.uri(), TestDaemon.OWNER, null, "rpc-test", true);
        } finally {
            daemon.close();
        }
        String why = Await.done("the connection's end", host.rpc().closed(), TIMEOUT);
        assertTrue(!why.isBlank(), why);
        IOException after = assertThrows(IOException.class,
                () -> host.rpc().call("ping", HostConnection.channel(HostConnection.ROOT)));
        assertTrue(after.getMessage().startsWith("the connection closed: "), after.getMessage());
        host.close();
    }

    @Test
    void closingTheClientSaysSo() throws Exception {
        try (TestDaemon daemon = TestDaemon.withoutTerminals(home, 100)) {
            HostConnection host = HostConnection.open(daemon.uri(), TestDaemon.OWNER, null, "rpc-test", true);
            host.close();
            assertEquals("closed by this client", Await.done("the end", host.rpc().closed(), TIMEOUT));
            ExecutionException after = assertThrows(ExecutionException.class,
                    () -> host.rpc().callAsync("ping", HostConnection.channel(HostConnection.ROOT)).get());
            assertEquals("the connection closed: closed by this client", after.getCause().getMessage());
        }
    }
}

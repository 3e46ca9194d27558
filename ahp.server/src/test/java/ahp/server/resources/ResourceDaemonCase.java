package ahp.server.resources;

import static ahp.server.testing.AhpTestClient.ROOT;
import static ahp.server.testing.AhpTestClient.params;
import static org.junit.jupiter.api.Assertions.assertEquals;

import ahp.server.testing.AhpTestClient;
import ahp.server.testing.TestDaemon;
import java.nio.file.Path;
import java.time.Duration;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * A test of the resource methods against a real daemon on real folders: the daemon's home, a
 * session's working directory {@link #work} (a session the owner opened there), a folder
 * {@link #outside} no session works in, and one person of each role connected.
 */
abstract class ResourceDaemonCase {

    @TempDir
    Path home;

    @TempDir
    Path work;

    @TempDir
    Path outside;

    @TempDir
    Path store;

    TestDaemon daemon;
    AhpTestClient owner;
    AhpTestClient member;
    AhpTestClient guest;

    @BeforeEach
    final void startDaemon() throws Exception {
        home = home.toRealPath();
        work = work.toRealPath();
        outside = outside.toRealPath();
        daemon = TestDaemon.withSessions(null, home, store, Duration.ofSeconds(30));
        owner = AhpTestClient.initialized(daemon.uri(), TestDaemon.OWNER, "owner", "0.9.0");
        member = AhpTestClient.initialized(daemon.uri(), TestDaemon.MEMBER, "member", "0.9.0");
        guest = AhpTestClient.initialized(daemon.uri(), TestDaemon.GUEST, "guest", "0.9.0");
        openSession(work);
    }

    @AfterEach
    final void stopDaemon() {
        for (AhpTestClient client : new AhpTestClient[] {owner, member, guest}) {
            if (client != null) {
                client.close();
            }
        }
        if (daemon != null) {
            daemon.close();
        }
    }

    /** Opens a session (as the owner) whose working directory is {@code folder}. */
    void openSession(Path folder) {
        ObjectNode create = params("ahp-session:/" + UUID.randomUUID());
        create.putArray("workingDirectories").add(folder.toUri().toString());
        JsonNode created = owner.request("createSession", create);
        if (created.has("error")) {
            throw new AssertionError("createSession failed: " + created);
        }
    }

    /** The {@code file:} URI of {@code path}. */
    static String uri(Path path) {
        return path.toUri().toString();
    }

    /** Params {@code {channel: "ahp-root://", uri}}. */
    static ObjectNode at(Path path) {
        return params(ROOT).put("uri", uri(path));
    }

    /** Params {@code {channel: "ahp-root://", uri}} for a URI written out. */
    static ObjectNode at(String uri) {
        return params(ROOT).put("uri", uri);
    }

    /** The result of a response that must have succeeded. */
    static JsonNode ok(JsonNode response) {
        if (!response.has("result")) {
            throw new AssertionError("expected a result, got " + response);
        }
        return response.path("result");
    }

    /** Asserts {@code response} is the error {@code code}; returns its message. */
    static String refused(int code, JsonNode response) {
        return refused(code, response, "");
    }

    /** The same, saying {@code what} was asked when it fails. */
    static String refused(int code, JsonNode response, String what) {
        assertEquals(code, response.path("error").path("code").asInt(), what + ": " + response);
        return response.path("error").path("message").asString();
    }
}

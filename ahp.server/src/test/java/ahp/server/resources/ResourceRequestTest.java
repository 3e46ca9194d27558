package ahp.server.resources;

import static ahp.server.testing.AhpTestClient.ROOT;
import static ahp.server.testing.AhpTestClient.params;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.server.testing.AhpTestClient;
import ahp.server.testing.TestDaemon;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * {@code resourceRequest} through the daemon's WebSocket: granted ({@code {}}) as far as the person's
 * reach goes and no further, refused with {@code -32009} whose {@code data.request} names the access
 * that was needed. The owner's case answers VS Code's
 * {@code src/vs/platform/agentHost/test/node/protocol/resourceOperations.integrationTest.ts}
 * "resourceRequest grants local access"; the others are this host's roles. 1.1.0 connections, and a
 * 0.9.0 one that gets the same answers.
 */
class ResourceRequestTest extends ResourceDaemonCase {

    private static ObjectNode asking(Path path, Boolean read, Boolean write) {
        ObjectNode params = at(path);
        if (read != null) {
            params.put("read", read);
        }
        if (write != null) {
            params.put("write", write);
        }
        return params;
    }

    private static AhpTestClient latest(TestDaemon daemon, String token, String name) {
        return AhpTestClient.initialized(daemon.uri(), token, name + "-1x", "1.1.0");
    }

    /** Asserts the answer is {@code {}}. */
    private static void granted(JsonNode response) {
        assertEquals("{}", ok(response).toString(), response.toString());
    }

    /** Asserts {@code -32009} with {@code data.request} {@code {channel, uri, read, write}} for {@code path}. */
    private static void deniedNaming(Path path, boolean read, boolean write, JsonNode response) {
        refused(-32009, response);
        JsonNode request = response.path("error").path("data").path("request");
        assertEquals(ROOT, request.path("channel").asString(), response.toString());
        assertEquals(uri(path), request.path("uri").asString(), response.toString());
        assertEquals(read, request.path("read").asBoolean(), response.toString());
        assertEquals(write, request.path("write").asBoolean(), response.toString());
    }

    @Test
    void theOwnerIsGrantedReadAndWriteAnywhere() throws Exception {
        try (AhpTestClient owner1x = latest(daemon, TestDaemon.OWNER, "owner")) {
            granted(owner1x.request("resourceRequest", asking(outside, true, true)));
            granted(owner1x.request("resourceRequest", asking(outside.resolve("not-yet.txt"), null, true)));
            granted(owner1x.request("resourceRequest", asking(home, null, null)));
        }
    }

    @Test
    void aMemberIsGrantedTheSessionsFoldersAndNothingElse() throws Exception {
        Path secret = Files.writeString(outside.resolve("secret.txt"), "s");
        Path link = Files.createSymbolicLink(work.resolve("way-out"), outside);
        try (AhpTestClient member1x = latest(daemon, TestDaemon.MEMBER, "member")) {
            granted(member1x.request("resourceRequest", asking(work, true, true)));
            granted(member1x.request("resourceRequest", asking(work.resolve("new/file.txt"), false, true)));
            deniedNaming(secret, true, false, member1x.request("resourceRequest", asking(secret, null, null)));
            deniedNaming(outside.resolve("missing"), false, true,
                    member1x.request("resourceRequest", asking(outside.resolve("missing"), false, true)));
            deniedNaming(link.resolve("secret.txt"), true, false,
                    member1x.request("resourceRequest", asking(link.resolve("secret.txt"), true, false)));
            // The home folder is the member's to see (the folder picker), not to read or write.
            deniedNaming(home, true, false, member1x.request("resourceRequest", asking(home, true, null)));
            deniedNaming(home, true, true, member1x.request("resourceRequest", asking(home, true, true)));
        }
    }

    @Test
    void aGuestIsGrantedNothing() throws Exception {
        try (AhpTestClient guest1x = latest(daemon, TestDaemon.GUEST, "guest")) {
            String message = refused(-32009, guest1x.request("resourceRequest", asking(work, true, null)));
            assertTrue(message.contains("resource:read"), message);
        }
        refused(-32009, guest.request("resourceRequest", asking(work, null, null)));
    }

    @Test
    void aZeroNineConnectionGetsTheSameAnswers() throws Exception {
        granted(owner.request("resourceRequest", asking(outside, true, true)));
        granted(member.request("resourceRequest", asking(work, true, true)));
        deniedNaming(outside, false, true, member.request("resourceRequest", asking(outside, null, true)));
    }

    @Test
    void badParamsNameTheirField() throws Exception {
        try (AhpTestClient member1x = latest(daemon, TestDaemon.MEMBER, "member")) {
            assertTrue(refused(-32602, member1x.request("resourceRequest", params(ROOT))).contains("uri"));
            assertTrue(refused(-32602, member1x.request("resourceRequest", at("https://example.invalid/x"))).contains("uri"));
            assertTrue(refused(-32602, member1x.request("resourceRequest", params("ahp-session:/x").put("uri", uri(work))))
                    .contains("channel"));
            assertTrue(refused(-32602, member1x.request("resourceRequest", asking(work, null, null).put("read", "yes")))
                    .contains("read"));
            assertFalse(Files.exists(work.resolve("new")), "a request makes nothing");
        }
    }
}

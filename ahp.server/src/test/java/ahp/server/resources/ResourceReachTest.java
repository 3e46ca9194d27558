package ahp.server.resources;

import static ahp.server.testing.AhpTestClient.ROOT;
import static ahp.server.testing.AhpTestClient.params;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.node.ObjectNode;

/**
 * Who reaches what: the owner everything the daemon's user can; a member the sessions' working
 * directories (and the home folder's names), never through a link or {@code ..} out of them, nor the
 * daemon's secrets; a guest no file at all.
 */
class ResourceReachTest extends ResourceDaemonCase {

    private static ObjectNode write(Path file, String text) {
        return at(file).put("data", text).put("encoding", "utf-8");
    }

    @Test
    void aGuestReadsNoFileAndWritesNone() throws Exception {
        Path file = Files.writeString(work.resolve("f.txt"), "x");
        for (String method : List.of("resourceResolve", "resourceList", "resourceRead", "createResourceWatch",
                "resourceDelete", "resourceMkdir")) {
            String message = refused(-32009, guest.request(method, at(method.equals("resourceList") ? work : file)));
            assertTrue(message.contains("resource:"), message);
        }
        refused(-32009, guest.request("resourceWrite", write(file, "y")));
        refused(-32009, guest.request("resourceCopy", params(ROOT).put("source", uri(file)).put("destination", uri(file) + "2")));
        refused(-32009, guest.request("resourceMove", params(ROOT).put("source", uri(file)).put("destination", uri(file) + "2")));
        refused(-32009, guest.request("resourceRead", params(ROOT)), "the grant is checked before the params");
        assertEquals("x", Files.readString(file));
    }

    @Test
    void aMemberReadsAndWritesInASessionsWorkingDirectory() throws Exception {
        Path file = Files.writeString(work.resolve("f.txt"), "mine");
        assertEquals("mine", ok(member.request("resourceRead", at(file))).path("data").asString());
        ok(member.request("resourceList", at(work)));
        ok(member.request("resourceWrite", write(work.resolve("new.txt"), "made")));
        ok(member.request("resourceMkdir", at(work.resolve("sub/deeper"))));
        ok(member.request("resourceMove", params(ROOT).put("source", uri(work.resolve("new.txt")))
                .put("destination", uri(work.resolve("sub/new.txt")))));
        ok(member.request("resourceDelete", at(work.resolve("sub")).put("recursive", true)));
        assertFalse(Files.exists(work.resolve("sub")));
        refused(-32009, member.request("resourceDelete", at(work).put("recursive", true)), "the working directory itself");
        refused(-32009, member.request("resourceMove", params(ROOT).put("source", uri(work))
                .put("destination", uri(work.resolveSibling(work.getFileName() + "-moved")))));
        assertTrue(Files.isDirectory(work));
    }

    @Test
    void aMemberSeesTheHomeFolderButReadsAndWritesNothingThere() throws Exception {
        Path file = Files.writeString(home.resolve(".netrc"), "machine x password secret");
        ok(member.request("resourceList", at(home)));
        ok(member.request("resourceResolve", at(file)));
        refused(-32009, member.request("resourceRead", at(file)));
        refused(-32009, member.request("createResourceWatch", at(home)));
        refused(-32009, member.request("resourceWrite", write(home.resolve("planted"), "x")));
        assertFalse(Files.exists(home.resolve("planted")));
    }

    @Test
    void nothingOutsideIsReachedNorSaidToBeMissing() throws Exception {
        Path secret = Files.writeString(outside.resolve("secret.txt"), "secret");
        for (String method : List.of("resourceResolve", "resourceList", "resourceRead", "createResourceWatch")) {
            refused(-32009, member.request(method, at(method.equals("resourceList") ? outside : secret)));
            refused(-32009, member.request(method, at(outside.resolve("missing"))));
        }
        refused(-32009, member.request("resourceWrite", write(outside.resolve("planted"), "x")));
        refused(-32009, member.request("resourceMkdir", at(outside.resolve("dir"))));
        refused(-32009, member.request("resourceDelete", at(secret)));
        refused(-32009, member.request("resourceDelete", at(outside.resolve("missing"))));
        refused(-32009, member.request("resourceMove", params(ROOT).put("source", uri(outside.resolve("missing")))
                .put("destination", uri(work.resolve("fetched")))));
        refused(-32009, member.request("resourceCopy", params(ROOT).put("source", uri(secret))
                .put("destination", uri(work.resolve("stolen.txt")))));
        refused(-32009, member.request("resourceMove", params(ROOT).put("source", uri(work))
                .put("destination", uri(outside.resolve("moved")))));
        refused(-32009, member.request("resourceCopy", params(ROOT).put("source", uri(Files.writeString(work.resolve("w"), "w")))
                .put("destination", uri(outside.resolve("leaked")))));
        assertFalse(Files.exists(outside.resolve("planted")) || Files.exists(outside.resolve("leaked"))
                || Files.exists(work.resolve("stolen.txt")));
        assertEquals("secret", ok(owner.request("resourceRead", at(secret))).path("data").asString(), "the owner reaches it");
    }

    @Test
    void aSymbolicLinkDoesNotLeadAMemberOut() throws Exception {
        Path secret = Files.writeString(outside.resolve("secret.txt"), "secret");
        Path fileLink = Files.createSymbolicLink(work.resolve("innocent.txt"), secret);
        Path folderLink = Files.createSymbolicLink(work.resolve("docs"), outside);
        refused(-32009, member.request("resourceRead", at(fileLink)));
        refused(-32009, member.request("resourceResolve", at(fileLink)));
        refused(-32009, member.request("resourceRead", at(folderLink.resolve("secret.txt"))));
        refused(-32009, member.request("resourceList", at(folderLink)));
        refused(-32009, member.request("createResourceWatch", at(folderLink)));
        refused(-32009, member.request("resourceWrite", write(folderLink.resolve("planted"), "x")));
        refused(-32009, member.request("resourceWrite", write(fileLink, "overwritten")));
        refused(-32009, member.request("resourceMkdir", at(folderLink.resolve("made"))));
        refused(-32009, member.request("resourceCopy", params(ROOT).put("source", uri(fileLink))
                .put("destination", uri(work.resolve("copied.txt")))));
        assertEquals("secret", Files.readString(secret));
        assertFalse(Files.exists(outside.resolve("planted")) || Files.exists(outside.resolve("made")));
        // The link itself is in the folder: its kind, and removing it, touch nothing outside.
        assertEquals("symlink", ok(member.request("resourceResolve", at(fileLink).put("followSymlinks", false)))
                .path("type").asString());
        ok(member.request("resourceDelete", at(fileLink)));
        assertEquals("secret", Files.readString(secret));
    }

    @Test
    void dotDotIsResolvedBeforeTheCheck() throws Exception {
        Files.writeString(outside.resolve("secret.txt"), "secret");
        String escape = uri(work) + "../" + outside.getFileName() + "/secret.txt";
        refused(-32009, member.request("resourceRead", at(escape)));
        refused(-32009, member.request("resourceRead", at(escape.replace("../", "%2E%2E/"))));
        refused(-32009, member.request("resourceWrite", at(uri(work) + "../" + outside.getFileName() + "/planted")
                .put("data", "x").put("encoding", "utf-8")));
        assertFalse(Files.exists(outside.resolve("planted")));
        // A link then ..: the URI's dot segments are taken out as a URI's are (RFC 3986), before the file
        // system sees the path, so "up/.." is the working directory again, never the parent of where "up" leads.
        Path deep = Files.createDirectories(outside.resolve("a/b"));
        Files.writeString(outside.resolve("a/x.txt"), "beside b");
        Files.createSymbolicLink(work.resolve("up"), deep);
        refused(-32008, member.request("resourceRead", at(uri(work) + "up/../x.txt")));
        Files.writeString(work.resolve("x.txt"), "inside");
        assertEquals("inside", ok(member.request("resourceRead", at(uri(work) + "up/../x.txt"))).path("data").asString());
    }

    @Test
    void theDaemonsSecretsAreTheOwnersAloneEvenInAWorkingDirectory() throws Exception {
        openSession(store);
        Path inStore = Files.writeString(store.resolve("chat.json"), "{}");
        refused(-32009, member.request("resourceRead", at(inStore)));
        refused(-32009, member.request("resourceList", at(store)));
        ok(owner.request("resourceRead", at(inStore)));
        Path users = Files.writeString(work.resolve("users.json"), "{\"users\": []}");
        daemon.host().keepFromMembers(List.of(users));
        refused(-32009, member.request("resourceRead", at(users)), "the users file the daemon was started with");
        refused(-32009, member.request("resourceWrite", at(users).put("data", "{}").put("encoding", "utf-8")));
        refused(-32009, member.request("resourceDelete", at(users)));
        ok(owner.request("resourceRead", at(users)));
        Path trash = Files.createDirectories(store.resolveSibling(store.getFileName() + "-trash"));
        try {
            openSession(trash);
            Path kept = Files.writeString(trash.resolve("kept.json"), "{}");
            refused(-32009, member.request("resourceRead", at(kept)), "a disposed session kept in the trash");
            ok(owner.request("resourceRead", at(kept)));
        } finally {
            Files.deleteIfExists(trash.resolve("kept.json"));
            Files.deleteIfExists(trash);
        }
    }

    @Test
    void aMembersReachFollowsTheSessions() throws Exception {
        Path file = Files.writeString(outside.resolve("f.txt"), "later");
        refused(-32009, member.request("resourceRead", at(file)));
        openSession(outside);
        assertEquals("later", ok(member.request("resourceRead", at(file))).path("data").asString());
    }
}

package ahp.server.resources;

import static ahp.server.testing.AhpTestClient.ROOT;
import static ahp.server.testing.AhpTestClient.params;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** {@code resourceResolve}, {@code resourceList} and {@code resourceRead} on real files, as the owner. */
class ResourceReadTest extends ResourceDaemonCase {

    @Test
    void resolveGivesKindSizeTimesEtagAndTheRealPath() throws Exception {
        Path file = Files.writeString(work.resolve("a.txt"), "hello");
        Path link = Files.createSymbolicLink(work.resolve("link"), file);
        JsonNode stat = ok(owner.request("resourceResolve", at(file)));
        assertEquals("file", stat.path("type").asString());
        assertEquals(5, stat.path("size").asLong());
        assertFalse(stat.path("mtime").asString().isEmpty(), stat.toString());
        assertFalse(stat.path("etag").asString().isEmpty(), stat.toString());
        JsonNode followed = ok(owner.request("resourceResolve", at(link)));
        assertEquals("file", followed.path("type").asString());
        assertEquals(file, Path.of(java.net.URI.create(followed.path("uri").asString())), "realpath of the link");
        JsonNode itself = ok(owner.request("resourceResolve", at(link).put("followSymlinks", false)));
        assertEquals("symlink", itself.path("type").asString());
        JsonNode folder = ok(owner.request("resourceResolve", at(work)));
        assertEquals("directory", folder.path("type").asString());
        assertFalse(folder.has("etag"));
    }

    @Test
    void whatIsNotThereIsNotFound() throws Exception {
        Path missing = work.resolve("missing.txt");
        for (String method : List.of("resourceResolve", "resourceList", "resourceRead", "createResourceWatch")) {
            refused(-32008, owner.request(method, at(missing)));
        }
        Files.createSymbolicLink(work.resolve("dangling"), work.resolve("nowhere"));
        refused(-32008, owner.request("resourceRead", at(work.resolve("dangling"))));
    }

    @Test
    void listGivesEveryNameWithItsKind() throws Exception {
        Files.writeString(work.resolve("b.txt"), "b");
        Files.createDirectory(work.resolve("a-folder"));
        Files.createSymbolicLink(work.resolve("c-link"), work.resolve("a-folder"));
        JsonNode entries = ok(owner.request("resourceList", at(work))).path("entries");
        List<String> seen = new ArrayList<>();
        entries.forEach(entry -> seen.add(entry.path("name").asString() + ":" + entry.path("type").asString()));
        assertEquals(List.of("a-folder:directory", "b.txt:file", "c-link:directory"), seen);
        refused(-32602, owner.request("resourceList", at(work.resolve("b.txt"))));
    }

    @Test
    void aFolderOfMoreEntriesThanTheCapIsListedInPartAndSaysSo() throws Exception {
        Path crowded = Files.createDirectory(work.resolve("crowded"));
        int cap = ResourceLimits.DEFAULT.maxListEntries();
        for (int i = 0; i <= cap; i++) {
            Files.createFile(crowded.resolve("f" + i));
        }
        JsonNode listed = ok(owner.request("resourceList", at(crowded)));
        assertEquals(cap, listed.path("entries").size());
        assertTrue(listed.path("_meta").path("ahp.truncated").asBoolean(), listed.path("_meta").toString());
        Files.delete(crowded.resolve("f0"));
        assertFalse(ok(owner.request("resourceList", at(crowded))).has("_meta"), "exactly the cap is whole");
    }

    @Test
    void textComesAsUtf8AndBinaryAsBase64() throws Exception {
        Path text = Files.writeString(work.resolve("t.txt"), "grüße\n", StandardCharsets.UTF_8);
        JsonNode read = ok(owner.request("resourceRead", at(text)));
        assertEquals("utf-8", read.path("encoding").asString());
        assertEquals("grüße\n", read.path("data").asString());
        byte[] bytes = new byte[256];
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = (byte) i;
        }
        Path binary = Files.write(work.resolve("b.bin"), bytes);
        for (String asked : new String[] {null, "utf-8", "base64"}) {
            JsonNode answer = ok(owner.request("resourceRead", asked == null ? at(binary) : at(binary).put("encoding", asked)));
            assertEquals("base64", answer.path("encoding").asString(), "asked " + asked);
            assertArrayEquals(bytes, Base64.getDecoder().decode(answer.path("data").asString()));
            assertEquals("application/octet-stream", answer.path("contentType").asString());
        }
        JsonNode asBase64 = ok(owner.request("resourceRead", at(text).put("encoding", "base64")));
        assertEquals("grüße\n", new String(Base64.getDecoder().decode(asBase64.path("data").asString()), StandardCharsets.UTF_8));
        refused(-32602, owner.request("resourceRead", at(text).put("encoding", "latin-1")));
        refused(-32602, owner.request("resourceRead", at(work)));
    }

    @Test
    void aFileOverTheCapIsRefusedWholeAndTheDaemonServesOn() throws Exception {
        Path big = work.resolve("big.bin");
        try (RandomAccessFile file = new RandomAccessFile(big.toFile(), "rw")) {
            file.setLength(100L * 1024 * 1024);
        }
        String message = refused(-32602, owner.request("resourceRead", at(big).put("encoding", "base64")));
        assertTrue(message.contains("104857600 bytes"), message);
        assertEquals(100L * 1024 * 1024, ok(owner.request("resourceResolve", at(big))).path("size").asLong());
        Path atCap = work.resolve("cap.bin");
        try (RandomAccessFile file = new RandomAccessFile(atCap.toFile(), "rw")) {
            file.setLength(ResourceLimits.DEFAULT.maxReadBytes());
        }
        JsonNode read = ok(owner.request("resourceRead", at(atCap).put("encoding", "base64")));
        assertEquals(ResourceLimits.DEFAULT.maxReadBytes(), Base64.getDecoder().decode(read.path("data").asString()).length);
    }

    @Test
    void anAhpGitBlobUriReadsTheCommittedSide() throws Exception {
        git(work, "init", "-q");
        git(work, "config", "user.email", "t@example.com");
        git(work, "config", "user.name", "t");
        Path file = Files.writeString(work.resolve("f.txt"), "committed\n");
        git(work, "add", "f.txt");
        git(work, "commit", "-q", "-m", "one");
        Files.writeString(file, "changed\n");
        String blob = git(work, "rev-parse", "HEAD:f.txt").strip();
        String uri = "ahp-git-blob:" + file + "?worktree=" + java.net.URLEncoder.encode(work.toString(), StandardCharsets.UTF_8)
                + "&object=" + blob;
        JsonNode read = ok(owner.request("resourceRead", at(uri).put("encoding", "base64")));
        assertEquals("committed\n", new String(Base64.getDecoder().decode(read.path("data").asString()), StandardCharsets.UTF_8));
        assertEquals(10, ok(owner.request("resourceResolve", at(uri))).path("size").asLong());
        assertEquals("committed\n", ok(member.request("resourceRead", at(uri))).path("data").asString(), "a member reads its session's work tree");
        refused(-32008, owner.request("resourceRead", at(uri.replace(blob, "0".repeat(40)))));
        refused(-32602, owner.request("resourceRead", at(uri.replace(blob, "--output=/tmp/x"))));
    }

    @Test
    void badParamsAreRefusedNamingTheField() {
        refused(-32602, owner.request("resourceRead", params(ROOT)));
        refused(-32602, owner.request("resourceRead", at("https://example.com/x")));
        refused(-32602, owner.request("resourceRead", at("file://elsewhere/etc/hostname")));
        refused(-32602, owner.request("resourceRead", at("file:relative/path")));
        refused(-32602, owner.request("resourceRead", params("ahp-session:/x").put("uri", uri(work))));
        String message = refused(-32602, owner.request("resourceResolve", at(work).put("followSymlinks", "yes")));
        assertTrue(message.contains("followSymlinks"), message);
    }

    static String git(Path in, String... arguments) throws Exception {
        return ahp.server.testing.Git.run(in, arguments);
    }
}

package ahp.server.resources;

import static ahp.server.testing.AhpTestClient.ROOT;
import static ahp.server.testing.AhpTestClient.params;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Base64;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.node.ObjectNode;

/** {@code resourceWrite}, {@code resourceDelete}, {@code resourceMove}, {@code resourceCopy} and {@code resourceMkdir}. */
class ResourceWriteTest extends ResourceDaemonCase {

    private static ObjectNode write(Path file, String text) {
        return at(file).put("data", text).put("encoding", "utf-8");
    }

    @Test
    void writeCreatesTruncatesAppendsAndInsertsAtTheirPositions() throws Exception {
        Path file = work.resolve("f.txt");
        ok(owner.request("resourceWrite", write(file, "hello world")));
        assertEquals("hello world", Files.readString(file));
        ok(owner.request("resourceWrite", write(file, "there").put("position", 6)));
        assertEquals("hello there", Files.readString(file));
        ok(owner.request("resourceWrite", write(file, "!").put("mode", "append")));
        assertEquals("hello there!", Files.readString(file));
        ok(owner.request("resourceWrite", write(file, ",").put("mode", "append").put("position", 7)));
        assertEquals("hello, there!", Files.readString(file));
        ok(owner.request("resourceWrite", write(file, ">> ").put("mode", "insert")));
        assertEquals(">> hello, there!", Files.readString(file));
        ok(owner.request("resourceWrite", write(file, "")));
        assertEquals("", Files.readString(file));
        refused(-32602, owner.request("resourceWrite", write(file, "x").put("mode", "sideways")));
        refused(-32602, owner.request("resourceWrite", write(file, "x").put("position", -1)));
        refused(-32602, owner.request("resourceWrite", at(file).put("data", "%%%").put("encoding", "base64")));
        refused(-32602, owner.request("resourceWrite", write(work, "a folder")));
        try (Stream<Path> left = Files.list(work)) {
            assertEquals(List.of(file), left.toList(), "no temporary file is left behind");
        }
    }

    @Test
    void appendsFromTwoPeopleAtOnceLoseNothing() throws Exception {
        Path log = Files.writeString(work.resolve("log.txt"), "");
        int each = 40;
        Thread other = Thread.ofPlatform().start(() -> {
            for (int i = 0; i < each; i++) {
                ok(member.request("resourceWrite", write(log, "member " + i + "\n").put("mode", "append")));
            }
        });
        for (int i = 0; i < each; i++) {
            ok(owner.request("resourceWrite", write(log, "owner " + i + "\n").put("mode", "append")));
        }
        other.join(java.time.Duration.ofSeconds(60).toMillis());
        assertFalse(other.isAlive(), "the member's appends ended");
        List<String> lines = Files.readAllLines(log);
        assertEquals(2 * each, lines.size(), lines.toString());
        for (int i = 0; i < each; i++) {
            assertTrue(lines.contains("owner " + i) && lines.contains("member " + i), "line " + i + " of each");
        }
    }

    /**
     * A position past the file's end stops at the end, and past its start (an {@code append} counting
     * back) at the start, as VS Code's host does; an insert into a missing file makes it. Answers
     * VS Code's resourceOperations.integrationTest.ts "resourceWrite insert beyond EOF appends data"
     * and "resourceWrite insert creates a missing file".
     */
    @Test
    void aPositionPastEitherEndStopsThere() throws Exception {
        Path file = Files.writeString(work.resolve("short.txt"), "12345");
        ok(owner.request("resourceWrite", write(file, "<end>").put("mode", "insert").put("position", 4096)));
        assertEquals("12345<end>", Files.readString(file));
        ok(owner.request("resourceWrite", write(file, "<start>").put("mode", "append").put("position", 4096)));
        assertEquals("<start>12345<end>", Files.readString(file));
        ok(owner.request("resourceWrite", write(file, "!").put("position", 4096)));
        assertEquals("<start>12345<end>!", Files.readString(file), "truncate past the end cuts nothing");
        Path fresh = work.resolve("fresh/made.txt");
        Files.createDirectory(fresh.getParent());
        ok(owner.request("resourceWrite", write(fresh, "made").put("mode", "insert").put("position", 7)));
        assertEquals("made", Files.readString(fresh));
        try (Stream<Path> left = Files.list(fresh.getParent())) {
            assertEquals(List.of(fresh), left.toList(), "no temporary file is left behind");
        }
    }

    @Test
    void binaryGoesInAsBase64AndPermissionsAreKept() throws Exception {
        byte[] bytes = {0, 1, 2, (byte) 0xff, (byte) 0xfe, 10, 0};
        Path file = work.resolve("b.bin");
        Files.writeString(file, "old");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwx------"));
        ok(owner.request("resourceWrite", at(file).put("data", Base64.getEncoder().encodeToString(bytes)).put("encoding", "base64")));
        assertArrayEquals(bytes, Files.readAllBytes(file));
        assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
    }

    @Test
    void createOnlyRefusesWhatIsThereAndIfMatchRefusesAStaleEtag() throws Exception {
        Path file = work.resolve("c.txt");
        ok(owner.request("resourceWrite", write(file, "one").put("createOnly", true)));
        refused(-32010, owner.request("resourceWrite", write(file, "two").put("createOnly", true)));
        assertEquals("one", Files.readString(file));
        String etag = ok(owner.request("resourceResolve", at(file))).path("etag").asString();
        ok(owner.request("resourceWrite", write(file, "two").put("ifMatch", etag)));
        String next = ok(owner.request("resourceResolve", at(file))).path("etag").asString();
        assertNotEquals(etag, next, "a write of the same size within one clock tick changes the etag too");
        String message = refused(-32011, owner.request("resourceWrite", write(file, "three").put("ifMatch", etag)));
        assertTrue(message.startsWith("ifMatch precondition failed"), message);
        assertEquals("two", Files.readString(file));
        refused(-32011, owner.request("resourceWrite", write(work.resolve("gone.txt"), "x").put("ifMatch", etag)));
        refused(-32008, owner.request("resourceWrite", write(work.resolve("no/such/folder.txt"), "x")));
    }

    @Test
    void writingThroughALinkWritesWhatItLeadsTo() throws Exception {
        Path file = Files.writeString(work.resolve("real.txt"), "before");
        Path link = Files.createSymbolicLink(work.resolve("alias.txt"), file);
        ok(owner.request("resourceWrite", write(link, "after")));
        assertTrue(Files.isSymbolicLink(link), "the link is still a link");
        assertEquals("after", Files.readString(file));
    }

    @Test
    void mkdirMakesParentsAndRefusesAFile() throws Exception {
        Path deep = work.resolve("a/b/c");
        ok(owner.request("resourceMkdir", at(deep)));
        assertTrue(Files.isDirectory(deep));
        ok(owner.request("resourceMkdir", at(deep)));
        Path file = Files.writeString(work.resolve("file"), "x");
        refused(-32010, owner.request("resourceMkdir", at(file)));
        refused(-32010, owner.request("resourceMkdir", at(file.resolve("below"))));
    }

    @Test
    void deleteRemovesALinkNotWhatItLeadsToAndAFullFolderOnlyWhenRecursive() throws Exception {
        Path keep = Files.writeString(outside.resolve("keep.txt"), "precious");
        Path folder = Files.createDirectories(work.resolve("tree/inner"));
        Files.writeString(folder.resolve("x.txt"), "x");
        Files.createSymbolicLink(work.resolve("tree/to-outside"), outside);
        Path link = Files.createSymbolicLink(work.resolve("link-to-keep"), keep);
        refused(-32602, owner.request("resourceDelete", at(work.resolve("tree"))));
        ok(owner.request("resourceDelete", at(work.resolve("tree")).put("recursive", true)));
        assertFalse(Files.exists(work.resolve("tree")));
        ok(owner.request("resourceDelete", at(link)));
        assertFalse(Files.exists(link, java.nio.file.LinkOption.NOFOLLOW_LINKS));
        assertEquals("precious", Files.readString(keep), "nothing a link led to was deleted");
        refused(-32008, owner.request("resourceDelete", at(work.resolve("tree"))));
    }

    @Test
    void moveAndCopyHonourFailIfExists() throws Exception {
        Path a = Files.writeString(work.resolve("a.txt"), "a");
        Path b = Files.writeString(work.resolve("b.txt"), "b");
        ObjectNode move = params(ROOT).put("source", uri(a)).put("destination", uri(b)).put("failIfExists", true);
        refused(-32010, owner.request("resourceMove", move));
        ok(owner.request("resourceMove", move.put("failIfExists", false)));
        assertFalse(Files.exists(a));
        assertEquals("a", Files.readString(b));
        Path tree = Files.createDirectories(work.resolve("tree/sub"));
        Files.writeString(tree.resolve("f.txt"), "f");
        Files.createSymbolicLink(work.resolve("tree/link"), outside);
        ObjectNode copy = params(ROOT).put("source", uri(work.resolve("tree"))).put("destination", uri(work.resolve("copy")));
        ok(owner.request("resourceCopy", copy));
        assertEquals("f", Files.readString(work.resolve("copy/sub/f.txt")));
        assertTrue(Files.isSymbolicLink(work.resolve("copy/link")), "a link is copied as the link");
        refused(-32010, owner.request("resourceCopy", copy.put("failIfExists", true)));
        refused(-32602, owner.request("resourceCopy", params(ROOT).put("source", uri(work.resolve("tree")))
                .put("destination", uri(work.resolve("tree/sub/again")))));
        refused(-32008, owner.request("resourceMove", params(ROOT).put("source", uri(work.resolve("nope")))
                .put("destination", uri(work.resolve("x")))));
        refused(-32602, owner.request("resourceMove", params(ROOT).put("source", uri(b))));
        refused(-32602, owner.request("resourceMove", params(ROOT).put("source", uri(work.resolve("tree")))
                .put("destination", uri(work.resolve("tree/sub/inside")))));
        ok(owner.request("resourceMove", params(ROOT).put("source", uri(work.resolve("tree")))
                .put("destination", uri(work.resolve("renamed-tree")))));
        assertEquals("f", Files.readString(work.resolve("renamed-tree/sub/f.txt")));
    }
}

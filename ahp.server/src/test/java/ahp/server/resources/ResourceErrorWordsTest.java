package ahp.server.resources;

import static ahp.server.testing.AhpTestClient.ROOT;
import static ahp.server.testing.AhpTestClient.params;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The resource errors say what went wrong in the words VS Code's clients match on, with the AHP code
 * the spec gives and the URI after the words. Each test names the test of VS Code's
 * {@code src/vs/platform/agentHost/test/node/protocol/resourceOperations.integrationTest.ts}
 * (microsoft/vscode 1e41427a) whose expectation it answers.
 */
class ResourceErrorWordsTest extends ResourceDaemonCase {

    /** Asserts {@code response} is the error {@code code} and its message holds {@code words} (any case) and {@code uri}. */
    private static void says(int code, String words, Path uri, JsonNode response) {
        String message = refused(code, response, words);
        assertTrue(Pattern.compile(Pattern.quote(words), Pattern.CASE_INSENSITIVE).matcher(message).find(),
                "'" + words + "' in: " + message);
        assertTrue(message.contains(uri(uri)), "the URI in: " + message);
    }

    private static ObjectNode write(Path file, String text) {
        return at(file).put("data", text).put("encoding", "utf-8");
    }

    private static ObjectNode fromTo(Path source, Path destination) {
        return params(ROOT).put("source", uri(source)).put("destination", uri(destination));
    }

    /**
     * "resourceRead reports a missing file"; and a read after a move ("resourceMove moves a file") or
     * a delete ("resourceDelete removes a file") of the file.
     */
    @Test
    void aFileNotThereToReadIsContentNotFound() throws Exception {
        Path never = work.resolve("never.txt");
        says(-32008, "Content not found", never, owner.request("resourceRead", at(never)));
        Path moved = Files.writeString(work.resolve("moved.txt"), "m");
        ok(owner.request("resourceMove", fromTo(moved, work.resolve("there.txt"))));
        says(-32008, "Content not found", moved, owner.request("resourceRead", at(moved)));
        Path deleted = Files.writeString(work.resolve("deleted.txt"), "d");
        ok(owner.request("resourceDelete", at(deleted)));
        says(-32008, "Content not found", deleted, owner.request("resourceRead", at(deleted)));
    }

    /**
     * "resourceResolve reports a missing resource", "resourceDelete reports a missing resource",
     * "createResourceWatch reports a missing root", and the resolve after "resourceDelete removes an
     * empty directory".
     */
    @Test
    void aResourceNotThereToResolveDeleteOrWatchIsResourceNotFound() throws Exception {
        Path missing = work.resolve("missing");
        says(-32008, "Resource not found", missing, owner.request("resourceResolve", at(missing)));
        says(-32008, "Resource not found", missing,
                owner.request("resourceResolve", at(missing).put("followSymlinks", false)));
        says(-32008, "Resource not found", missing, owner.request("resourceDelete", at(missing)));
        says(-32008, "Resource not found", missing, owner.request("createResourceWatch", at(missing)));
        Path empty = Files.createDirectory(work.resolve("empty"));
        ok(owner.request("resourceDelete", at(empty)));
        says(-32008, "Resource not found", empty, owner.request("resourceResolve", at(empty)));
    }

    /**
     * "resourceDelete requires recursive for a non-empty directory": refused (still {@code -32602},
     * our code for a param that must change) in VS Code's words, and the folder kept until
     * {@code recursive: true}.
     */
    @Test
    void aFullFolderDeletedWithoutRecursiveIsRefusedInVsCodesWords() throws Exception {
        Path full = Files.createDirectory(work.resolve("full"));
        Files.writeString(full.resolve("inside.txt"), "x");
        says(-32602, "Resource not found", full, owner.request("resourceDelete", at(full)));
        assertTrue(Files.exists(full.resolve("inside.txt")));
        ok(owner.request("resourceDelete", at(full).put("recursive", true)));
        says(-32008, "Resource not found", full, owner.request("resourceResolve", at(full)));
    }

    /** "resourceList reports a missing directory" and "resourceList rejects a file". */
    @Test
    void listingSaysDirectoryNotFoundOrNotADirectory() throws Exception {
        Path missing = work.resolve("no-such-folder");
        says(-32008, "Directory not found", missing, owner.request("resourceList", at(missing)));
        Path file = Files.writeString(work.resolve("plain.txt"), "x");
        says(-32602, "not a directory", file, owner.request("resourceList", at(file)));
    }

    /** "resourceMkdir rejects an existing file": still {@code -32010} AlreadyExists, as the spec says. */
    @Test
    void mkdirOverAFileSaysNotADirectory() throws Exception {
        Path file = Files.writeString(work.resolve("taken"), "x");
        says(-32010, "not a directory", file, owner.request("resourceMkdir", at(file)));
        says(-32010, "not a directory", file, owner.request("resourceMkdir", at(file.resolve("below/deeper"))));
    }

    /** "resourceCopy reports a missing source" and "resourceMove reports a missing source". */
    @Test
    void aCopyOrMoveOfNothingIsSourceNotFound() throws Exception {
        Path missing = work.resolve("gone.txt");
        says(-32008, "Source not found", missing, owner.request("resourceCopy", fromTo(missing, work.resolve("c.txt"))));
        says(-32008, "Source not found", missing, owner.request("resourceMove", fromTo(missing, work.resolve("m.txt"))));
        Path source = Files.writeString(work.resolve("here.txt"), "h");
        Path nowhere = work.resolve("no-folder");
        says(-32008, "Parent directory not found", nowhere,
                owner.request("resourceCopy", fromTo(source, nowhere.resolve("c.txt"))));
        says(-32008, "Parent directory not found", nowhere,
                owner.request("resourceMove", fromTo(source, nowhere.resolve("m.txt"))));
        assertEquals("h", Files.readString(source));
    }

    /** "resourceWrite reports a missing parent directory". */
    @Test
    void aWriteIntoAFolderNotThereIsParentDirectoryNotFound() throws Exception {
        Path folder = work.resolve("missing-parent");
        says(-32008, "Parent directory not found", folder, owner.request("resourceWrite", write(folder.resolve("f.txt"), "x")));
    }

    /**
     * "resourceWrite rejects a stale ifMatch etag" and "resourceWrite rejects ifMatch for a missing
     * file": {@code -32011} Conflict, the file untouched; and "resourceWrite createOnly rejects an
     * existing file" ({@code -32010}, "Already exists").
     */
    @Test
    void aStaleOrOrphanIfMatchIsAFailedPrecondition() throws Exception {
        Path file = Files.writeString(work.resolve("etag.txt"), "first");
        says(-32011, "ifMatch precondition failed", file, owner.request("resourceWrite", write(file, "second").put("ifMatch", "stale")));
        assertEquals("first", Files.readString(file));
        Path missing = work.resolve("no-etag.txt");
        says(-32011, "ifMatch precondition failed", missing,
                owner.request("resourceWrite", write(missing, "x").put("ifMatch", "whatever")));
        assertTrue(Files.notExists(missing));
        for (String mode : new String[] {"truncate", "append", "insert"}) {
            says(-32010, "Already exists", file,
                    owner.request("resourceWrite", write(file, "second").put("createOnly", true).put("mode", mode)));
        }
        assertEquals("first", Files.readString(file));
    }
}

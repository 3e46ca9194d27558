package ahp.server.changeset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.protocol.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/** The protocol's shapes: ChangesetState and the Changeset catalogue entry, checked against the 0.8.0 schema. */
class ChangesetJsonTest {

    private static final StateSchema SCHEMA = StateSchema.load();

    @TempDir
    Path folder;

    private Repos repos;

    @BeforeEach
    void setUp() {
        repos = new Repos(folder);
    }

    @Test
    void theSchemaCheckFindsWhatIsWrong() {
        assertFalse(SCHEMA.problems("ChangesetState", Json.MAPPER.readTree("{\"status\":\"ready\"}")).isEmpty());
        assertFalse(SCHEMA.problems("ChangesetState", Json.MAPPER.readTree("{\"status\":\"done\",\"files\":[]}")).isEmpty());
        assertFalse(SCHEMA.problems("ChangesetState",
                Json.MAPPER.readTree("{\"status\":\"ready\",\"files\":[{\"id\":\"x\",\"edit\":{\"after\":{\"uri\":\"x\"}}}]}")).isEmpty());
        assertFalse(SCHEMA.problems("Changeset", Json.MAPPER.readTree("{\"label\":\"l\",\"uriTemplate\":\"u\"}")).isEmpty());
        assertEquals(List.of(), SCHEMA.problems("ChangesetState", Json.MAPPER.readTree("{\"status\":\"ready\",\"files\":[]}")));
    }

    @Test
    void aReadStateIsAChangesetState() throws Exception {
        Path repo = repos.committed("shapes", "edited.txt", "a\n", "gone.txt", "g\n", "moved.txt", "m\nm\nm\nm\n",
                "pic.bin", "x");
        Repos.write(repo, "edited.txt", "b\n");
        Files.delete(repo.resolve("gone.txt"));
        repos.run(repo, "mv", "moved.txt", "now here.txt");
        Repos.write(repo, "pic.bin", new byte[] {0, 1, 2});
        Repos.write(repo, "ünïcode new.txt", ("n\n").repeat(100));

        WorkTree workTree = WorkTree.find(repos.git(), repo).orElseThrow();
        ObjectNode state = ChangesetStateJson.ready(
                new UncommittedReader(repos.git(), new ChangesetLimits(100, 300, 1 << 20, 1 << 20)).read(workTree));
        assertEquals(List.of(), SCHEMA.problems("ChangesetState", state), state::toString);
        assertEquals("ready", state.path("status").asString());
        assertFalse(state.has("operations"));

        Map<String, JsonNode> files = new HashMap<>();
        state.path("files").forEach(file -> files.put(file.path("id").asString(), file));
        String top = "file://" + repo;
        assertEquals(5, files.size(), files.keySet()::toString);

        JsonNode edited = files.get(top + "/edited.txt");
        String head = repos.run(repo, "rev-parse", "HEAD:edited.txt").strip();
        assertEquals(top + "/edited.txt", edited.at("/edit/before/uri").asString());
        assertEquals("ahp-git-blob:" + repo + "/edited.txt?worktree=" + Uris.component(repo.toString()) + "&object=" + head,
                edited.at("/edit/before/content/uri").asString());
        assertEquals(top + "/edited.txt", edited.at("/edit/after/content/uri").asString());
        assertEquals(1, edited.at("/edit/diff/added").asInt());
        assertEquals(1, edited.at("/edit/diff/removed").asInt());
        assertTrue(edited.at("/_meta/ahp.diff").asString().contains("-a\n+b\n"));

        JsonNode gone = files.get(top + "/gone.txt");
        assertTrue(gone.at("/edit/after").isMissingNode(), "a deletion has no after");
        assertTrue(gone.at("/edit/before/content/uri").asString().startsWith("ahp-git-blob:"));

        JsonNode moved = files.get(top + "/now%20here.txt");
        assertEquals(top + "/moved.txt", moved.at("/edit/before/uri").asString());
        assertEquals(top + "/now%20here.txt", moved.at("/edit/after/uri").asString());

        JsonNode pic = files.get(top + "/pic.bin");
        assertEquals("application/octet-stream", pic.at("/edit/before/content/contentType").asString());
        assertEquals("application/octet-stream", pic.at("/edit/after/content/contentType").asString());
        assertTrue(pic.at("/_meta/ahp.binary").asBoolean());
        assertEquals("binary", pic.at("/_meta/ahp.diffOmitted").asString());
        assertTrue(pic.at("/edit/diff").isMissingNode(), "no line counts for a binary file");

        JsonNode added = files.get(top + "/%C3%BCn%C3%AFcode%20new.txt");
        assertTrue(added.at("/edit/before").isMissingNode(), "an addition has no before");
        assertEquals(100, added.at("/edit/diff/added").asInt());
        assertTrue(added.at("/_meta/ahp.diffTruncated").asBoolean(), "cut at 300 bytes");
        assertEquals(repo.resolve("ünïcode new.txt").toUri().toString(), added.path("id").asString(),
                "the same spelling as the JDK's for a file");
    }

    @Test
    void anErrorStateIsAChangesetState() {
        ObjectNode error = ChangesetStateJson.error("git", "git diff exited with 128: fatal: bad");
        assertEquals(List.of(), SCHEMA.problems("ChangesetState", error));
        assertEquals("error", error.path("status").asString());
        assertEquals(0, error.path("files").size());
    }

    @Test
    void theCatalogueEntryIsAChangesetWithAStableUri() throws Exception {
        Path repo = repos.committed("catalogue");
        WorkTree workTree = WorkTree.find(repos.git(), repo).orElseThrow();
        ObjectNode entry = UncommittedChangeset.catalogueEntry("3f2a-session", workTree);
        assertEquals(List.of(), SCHEMA.problems("Changeset", entry), entry::toString);
        assertEquals("Uncommitted Changes", entry.path("label").asString());
        assertEquals("uncommitted", entry.path("changeKind").asString());
        String uri = entry.path("uriTemplate").asString();
        assertTrue(uri.matches("ahp-changeset:/3f2a-session/uncommitted/[0-9a-f]{16}"), uri);
        assertEquals(uri, UncommittedChangeset.uri("3f2a-session", new WorkTree(repo)), "stable");
        assertNotEquals(uri, UncommittedChangeset.uri("other-session", workTree), "one per session");
        assertNotEquals(uri, UncommittedChangeset.uri("3f2a-session", new WorkTree(repo.resolve("inner"))),
                "one per work tree");

        String odd = UncommittedChangeset.uri("a/b {turnId} ü", workTree);
        assertTrue(odd.startsWith("ahp-changeset:/a%2Fb%20%7BturnId%7D%20%C3%BC/uncommitted/"), odd);
        assertFalse(odd.contains("{"), "no template variable");
    }
}

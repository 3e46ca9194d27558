package ahp.server.resources;

import static ahp.server.testing.AhpTestClient.ROOT;
import static ahp.server.testing.AhpTestClient.params;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.server.testing.AhpTestClient;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The resource calls of VS Code's Agents window, in the exact shapes it sends them, as a member would
 * make them. The shapes are from {@code src/vs/platform/agentHost/common/agentHostFileSystemProvider.ts}
 * in microsoft/vscode (the research note vscode-client-compat-2026-12-02.md, source V12): {@code stat}
 * and {@code realpath} send {@code resourceResolve {channel, uri}}, {@code readdir}
 * {@code resourceList {channel, uri}}, {@code readFile} {@code resourceRead {channel, uri,
 * encoding: "base64"}} (also for a diff's content refs, V13), {@code writeFile} {@code resourceWrite
 * {channel, uri, data, encoding: "utf-8"}}, {@code rename} {@code resourceMove {channel, source,
 * destination, failIfExists}}, and {@code watch()} {@code createResourceWatch {channel, uri,
 * recursive, excludes?: {items}, includes?: {items}}} followed by {@code subscribe}, falling back to
 * the nearest folder that exists on {@code -32008}; a {@code -32009} becomes NoPermissions.
 */
class VsCodeResourceCallsTest extends ResourceDaemonCase {

    private static ObjectNode root() {
        return params(ROOT);
    }

    @Test
    void theFolderPickerStatsAndListsFromTheDefaultDirectory() throws Exception {
        Files.createDirectories(home.resolve("src/project"));
        Files.createDirectories(work.resolve("lib"));
        // The dialog starts at initialize's defaultDirectory (the daemon's home) and steps down.
        JsonNode stat = ok(member.request("resourceResolve", root().put("uri", uri(home))));
        assertEquals("directory", stat.path("type").asString());
        JsonNode names = ok(member.request("resourceList", root().put("uri", uri(home)))).path("entries");
        assertTrue(names.toString().contains("{\"name\":\"src\",\"type\":\"directory\"}"), names.toString());
        ok(member.request("resourceList", root().put("uri", uri(home.resolve("src")))));
        JsonNode inWork = ok(member.request("resourceList", root().put("uri", uri(work)))).path("entries");
        assertTrue(inWork.toString().contains("\"lib\""), inWork.toString());
    }

    @Test
    void aChangesetDiffReadsBothSidesWithBase64() throws Exception {
        Path repo = Files.createDirectories(work.resolve("repo"));
        ResourceReadTest.git(repo, "init", "-q");
        ResourceReadTest.git(repo, "config", "user.email", "t@example.invalid");
        ResourceReadTest.git(repo, "config", "user.name", "t");
        Files.writeString(repo.resolve("README"), "hello\n");
        ResourceReadTest.git(repo, "add", "README");
        ResourceReadTest.git(repo, "commit", "-q", "-m", "first");
        Files.writeString(repo.resolve("README"), "hello, world\n");
        String session = "ahp-session:/" + UUID.randomUUID();
        ObjectNode create = params(session);
        create.putArray("workingDirectories").add(uri(repo));
        ok(owner.request("createSession", create));
        JsonNode catalogue = ok(owner.request("subscribe", params(session))).path("snapshot").path("state").path("changesets");
        if (catalogue.isEmpty()) {
            catalogue = owner.envelopeOfType(session, "session/changesetsChanged").path("action").path("changesets");
        }
        String changeset = catalogue.get(0).path("uriTemplate").asString();
        JsonNode files = ok(member.request("subscribe", params(changeset))).path("snapshot").path("state").path("files");
        if (files.isEmpty()) {
            files = member.envelopeOfType(changeset, "changeset/contentChanged").path("action").path("files");
        }
        JsonNode edit = files.get(0).path("edit");
        String before = edit.path("before").path("content").path("uri").asString();
        String after = edit.path("after").path("content").path("uri").asString();
        assertTrue(before.startsWith("ahp-git-blob:"), before);
        assertEquals("hello\n", base64Read(member, before));
        assertEquals("hello, world\n", base64Read(member, after));
    }

    @Test
    void aboutTenWatchesAtConnectEachFallingBackToAFolderThatExists() throws Exception {
        Files.createDirectories(work.resolve(".github"));
        Files.writeString(work.resolve("AGENTS.md"), "# agents");
        List<String> watched = List.of(uri(work) + ".claude/settings.json", uri(work) + ".claude/settings.local.json",
                uri(work) + ".github/copilot/settings.json", uri(work) + ".github/copilot/settings.local.json",
                uri(work) + ".mcp.json", uri(work) + "AGENTS.md", uri(work) + ".github/copilot-instructions.md",
                uri(work) + ".github/instructions", uri(work) + ".github/prompts", uri(work));
        List<String> channels = new ArrayList<>();
        for (String uri : watched) {
            ObjectNode params = root().put("uri", uri).put("recursive", uri.equals(uri(work)));
            if (uri.equals(uri(work))) {
                params.putObject("excludes").putArray("items").add("**/.git/objects/**").add("**/node_modules/*/**");
            }
            JsonNode created = member.request("createResourceWatch", params);
            String target = uri;
            while (created.path("error").path("code").asInt() == -32008) {
                target = target.replaceAll("/[^/]+/?$", "");
                created = member.request("createResourceWatch", root().put("uri", target).put("recursive", false));
            }
            String channel = ok(created).path("channel").asString();
            ok(member.request("subscribe", params(channel)));
            channels.add(channel);
        }
        assertEquals(10, daemon.host().watches().count());
        assertEquals(10, channels.stream().distinct().count());
        Files.writeString(work.resolve(".mcp.json"), "{}");
        JsonNode change = member.take(message -> "action".equals(message.path("method").asString(""))
                && channels.contains(message.path("params").path("channel").asString(""))
                && message.path("params").path("action").toString().contains(".mcp.json"));
        assertEquals("resourceWatch/changed", change.path("params").path("action").path("type").asString());
        member.socket().abort();
        member = null;
        ahp.server.testing.Await.until("VS Code's connection is gone",
                () -> channels.stream().noneMatch(daemon.host()::hasSubscribers));
        assertEquals(10, daemon.host().watches().count(), "kept for its reconnect");
        AhpTestClient back = AhpTestClient.connect(daemon.uri(), ahp.server.testing.TestDaemon.MEMBER);
        ObjectNode reconnect = AhpTestClient.JSON.createObjectNode().put("clientId", "member").put("lastSeenServerSeq", 0);
        reconnect.putArray("subscriptions").add(ROOT).add(channels.get(0));
        ok(back.request("reconnect", reconnect));
        ahp.server.testing.Await.until("every watch it did not resume released",
                () -> daemon.host().watches().count() == 1);
        Files.writeString(work.resolve(".claude-marker"), "x");
        back.close();
    }

    @Test
    void anEditorSavesAndRenamesInAWorkingDirectory() throws Exception {
        Path file = work.resolve("notes.txt");
        ok(member.request("resourceWrite", root().put("uri", uri(file)).put("data", "saved").put("encoding", "utf-8")));
        assertEquals("saved", Files.readString(file));
        ok(member.request("resourceMove", root().put("source", uri(file)).put("destination", uri(work.resolve("renamed.txt")))
                .put("failIfExists", true)));
        assertEquals("saved", Files.readString(work.resolve("renamed.txt")));
        refused(-32009, member.request("resourceWrite", root().put("uri", uri(outside.resolve("x.txt"))).put("data", "x")
                .put("encoding", "utf-8")), "VS Code shows NoPermissions");
    }

    private static String base64Read(AhpTestClient client, String uri) {
        JsonNode read = ok(client.request("resourceRead", root().put("uri", uri).put("encoding", "base64")));
        assertEquals("base64", read.path("encoding").asString());
        return new String(Base64.getDecoder().decode(read.path("data").asString()), StandardCharsets.UTF_8);
    }
}

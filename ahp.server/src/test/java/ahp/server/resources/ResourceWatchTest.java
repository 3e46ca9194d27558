package ahp.server.resources;

import static ahp.server.testing.AhpTestClient.params;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.server.testing.AhpTestClient;
import ahp.server.testing.Await;
import ahp.server.testing.TestDaemon;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * {@code createResourceWatch}, its channel and {@code resourceWatch/changed}, on a real folder where
 * files are created, changed, deleted and moved; and when a watch is released.
 */
class ResourceWatchTest extends ResourceDaemonCase {

    /** Creates a watch and subscribes to it; returns its channel. */
    private String watch(AhpTestClient client, ObjectNode params) {
        String channel = ok(client.request("createResourceWatch", params)).path("channel").asString();
        assertTrue(channel.startsWith("ahp-resource-watch:/"), channel);
        ok(client.request("subscribe", params(channel)));
        return channel;
    }

    /**
     * Takes the channel's batches until the changes seen, each {@code type:path below root}, satisfy
     * {@code done}; every message waited for has the client's deadline.
     */
    private static Set<String> changesUntil(AhpTestClient client, String channel, Path root, Predicate<Set<String>> done) {
        Set<String> seen = new LinkedHashSet<>();
        while (!done.test(seen)) {
            JsonNode envelope = client.envelopeOfType(channel, "resourceWatch/changed");
            JsonNode items = envelope.path("action").path("changes").path("items");
            assertTrue(items.size() > 0, "an empty batch is never sent: " + envelope);
            for (JsonNode item : items) {
                Path path = Path.of(java.net.URI.create(item.path("uri").asString()));
                seen.add(item.path("type").asString() + ":" + root.relativize(path));
            }
        }
        return seen;
    }

    @ParameterizedTest
    @ValueSource(strings = {"owner", "member"})
    void aRecursiveWatchReportsFilesCreatedChangedDeletedAndMovedAtAnyDepth(String role) throws Exception {
        AhpTestClient owner = role.equals("owner") ? this.owner : member;
        refused(-32009, guest.request("createResourceWatch", at(work).put("recursive", true)), "a guest watches nothing");
        String channel = watch(owner, at(work).put("recursive", true));
        Path a = Files.writeString(work.resolve("a.txt"), "1");
        changesUntil(owner, channel, work, seen -> seen.contains("added:a.txt"));
        Files.writeString(a, "22");
        changesUntil(owner, channel, work, seen -> seen.contains("updated:a.txt"));
        Path sub = Files.createDirectories(work.resolve("sub/deeper"));
        Files.writeString(sub.resolve("b.txt"), "b");
        changesUntil(owner, channel, work, seen -> seen.contains("added:sub/deeper/b.txt"));
        Files.writeString(sub.resolve("c.txt"), "c");
        changesUntil(owner, channel, work, seen -> seen.contains("added:sub/deeper/c.txt"));
        Files.move(a, sub.resolve("moved.txt"));
        changesUntil(owner, channel, work, seen -> seen.contains("deleted:a.txt") && seen.contains("added:sub/deeper/moved.txt"));
        Files.delete(sub.resolve("b.txt"));
        changesUntil(owner, channel, work, seen -> seen.contains("deleted:sub/deeper/b.txt"));
    }

    @Test
    void aWatchThatIsNotRecursiveReportsItsChildrenOnly() throws Exception {
        Path sub = Files.createDirectory(work.resolve("sub"));
        String channel = watch(owner, at(work));
        JsonNode state = ok(owner.request("subscribe", params(channel))).path("snapshot").path("state");
        assertEquals(uri(work).replaceAll("/$", ""), state.path("root").asString());
        assertFalse(state.path("recursive").asBoolean());
        Files.writeString(sub.resolve("deep.txt"), "not reported");
        Files.writeString(work.resolve("top.txt"), "reported");
        Set<String> seen = changesUntil(owner, channel, work, s -> s.contains("added:top.txt"));
        assertFalse(seen.contains("added:sub/deep.txt"), seen.toString());
    }

    @Test
    void excludesAndIncludesDecideWhatIsReported() throws Exception {
        Files.createDirectories(work.resolve("node_modules/pkg"));
        ObjectNode params = at(work).put("recursive", true);
        params.putObject("excludes").putArray("items").add("**/node_modules/**");
        String channel = watch(owner, params);
        assertEquals(1, daemon.host().watches().watchedFolders(), "an excluded tree is not given to the kernel");
        Files.writeString(work.resolve("node_modules/pkg/index.js"), "x");
        Files.writeString(work.resolve("marker.txt"), "x");
        Set<String> seen = changesUntil(owner, channel, work, s -> s.contains("added:marker.txt"));
        assertTrue(seen.stream().noneMatch(change -> change.contains("index.js")), seen.toString());

        ObjectNode only = at(work).put("recursive", true);
        only.putObject("includes").putArray("items").add("**/*.md");
        String mdChannel = watch(owner, only);
        Files.writeString(work.resolve("skipped.txt"), "x");
        Files.writeString(work.resolve("README.md"), "x");
        Set<String> md = changesUntil(owner, mdChannel, work, s -> s.contains("added:README.md"));
        assertTrue(md.stream().noneMatch(change -> change.contains("skipped.txt")), md.toString());
    }

    @Test
    void aFloodOfChangesComesInBoundedBatches() throws Exception {
        String channel = watch(owner, at(work).put("recursive", true));
        int files = 3 * ResourceWatch.MAX_BATCH;
        for (int i = 0; i < files; i++) {
            Files.writeString(work.resolve("f" + i), "x");
        }
        Set<String> seen = new LinkedHashSet<>();
        while (!seen.contains("updated:") && !seen.contains("added:f" + (files - 1))) {
            JsonNode items = owner.envelopeOfType(channel, "resourceWatch/changed").path("action").path("changes").path("items");
            assertTrue(items.size() <= ResourceWatch.MAX_BATCH + 1, "a batch of " + items.size());
            for (JsonNode item : items) {
                Path path = Path.of(java.net.URI.create(item.path("uri").asString()));
                seen.add(item.path("type").asString() + ":" + work.relativize(path));
            }
        }
    }

    @Test
    void aWatchOnAFileReportsThatFileOnly() throws Exception {
        Path file = Files.writeString(work.resolve("AGENTS.md"), "one");
        String channel = watch(owner, at(file));
        Files.writeString(work.resolve("other.txt"), "x");
        Files.writeString(file, "two");
        Set<String> seen = changesUntil(owner, channel, work, s -> s.contains("updated:AGENTS.md"));
        assertTrue(seen.stream().allMatch(change -> change.endsWith(":AGENTS.md")), seen.toString());
    }

    @Test
    void aWatchIsReleasedWhenItsLastSubscriberLeavesOrDisconnects() {
        String channel = watch(owner, at(work).put("recursive", true));
        ok(member.request("subscribe", params(channel)));
        assertEquals(1, daemon.host().watches().count());
        owner.notify("unsubscribe", params(channel));
        ok(owner.request("ping", params(AhpTestClient.ROOT)));
        assertEquals(1, daemon.host().watches().count(), "the member still listens");
        member.socket().abort();
        Await.until("the member's connection is gone", () -> !daemon.host().hasSubscribers(channel));
        assertEquals(1, daemon.host().watches().count(), "kept for a reconnect within the grace");
        AhpTestClient back = AhpTestClient.connect(daemon.uri(), TestDaemon.MEMBER);
        ObjectNode reconnect = AhpTestClient.JSON.createObjectNode().put("clientId", "member").put("lastSeenServerSeq", 0);
        reconnect.putArray("subscriptions").add(AhpTestClient.ROOT);
        ok(back.request("reconnect", reconnect));
        Await.until("the watch is released when its last subscriber comes back without it",
                () -> daemon.host().watches().count() == 0 && daemon.host().watches().watchedFolders() == 0);
        refused(-32001, owner.request("subscribe", params(channel)));
        back.close();

        String again = watch(owner, at(work));
        owner.notify("unsubscribe", params(again));
        Await.until("the watch is released when its last subscriber unsubscribes",
                () -> daemon.host().watches().count() == 0);

        AhpTestClient neverSubscribes = AhpTestClient.initialized(daemon.uri(), TestDaemon.OWNER, "lazy", "0.9.0");
        ok(neverSubscribes.request("createResourceWatch", at(work)));
        assertEquals(1, daemon.host().watches().count());
        neverSubscribes.close();
        Await.until("a watch nobody subscribed to is released when its maker disconnects",
                () -> daemon.host().watches().count() == 0);
    }

    @Test
    void aMembersWatchEndsWhenTheSessionThatGaveTheReachIsDisposed() throws Exception {
        String session = "ahp-session:/" + java.util.UUID.randomUUID();
        ObjectNode create = params(session);
        create.putArray("workingDirectories").add(uri(outside));
        ok(owner.request("createSession", create));
        String channel = watch(member, at(outside));
        Files.writeString(outside.resolve("while-open.txt"), "x");
        changesUntil(member, channel, outside, s -> s.contains("added:while-open.txt"));
        ok(owner.request("disposeSession", params(session)));
        Files.writeString(outside.resolve("after.txt"), "x");
        Await.until("the watch is released at its next batch", () -> !daemon.host().watches().has(channel));
        refused(-32001, member.request("subscribe", params(channel)));
    }

    @Test
    void aWatchIsReadOnlyBySomeoneWhoseReachCoversIt() throws Exception {
        String outsideWatch = ok(owner.request("createResourceWatch", at(outside))).path("channel").asString();
        refused(-32009, member.request("subscribe", params(outsideWatch)));
        refused(-32009, guest.request("subscribe", params(outsideWatch)));
        refused(-32009, member.request("createResourceWatch", at(outside)));
        String mine = watch(member, at(work));
        refused(-32009, guest.request("subscribe", params(mine)));
        Files.writeString(work.resolve("seen-by-member.txt"), "x");
        changesUntil(member, mine, work, s -> s.contains("added:seen-by-member.txt"));
    }
}

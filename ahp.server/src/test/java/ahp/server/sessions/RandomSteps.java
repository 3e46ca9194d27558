package ahp.server.sessions;

import static ahp.server.sessions.RoundTripWorld.any;
import static ahp.server.testing.AhpTestClient.JSON;
import static ahp.server.testing.AhpTestClient.params;

import ahp.server.testing.AhpTestClient;
import ahp.server.testing.Chats;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.UUID;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * One random step of {@link StoreRoundTripTest}, valid or not, applied through the daemon's own path:
 * a {@code dispatchAction} (waiting for its echo, accepted or refused) or a command. Every step is
 * written to {@code log} as it is sent, so a failure names the sequence that led to it.
 */
final class RandomSteps {

    private static final List<String> TEXTS = List.of("!true", "!echo x", "!false", "hello");
    private static final int MAX_SESSIONS = 3;
    private static final int MAX_TURNS = 30;

    private final AhpTestClient client;
    private final RoundTripWorld world;
    private final Random random;
    private final Path folder;
    private final StringBuilder log;

    RandomSteps(AhpTestClient client, RoundTripWorld world, Random random, Path folder, StringBuilder log) {
        this.client = client;
        this.world = world;
        this.random = random;
        this.folder = folder;
        this.log = log;
    }

    /** Applies one random step. */
    void step() {
        if (world.sessions.isEmpty()) {
            newSession();
            return;
        }
        RoundTripWorld.Chat chat = any(random, world.chats());
        if (chat.turns().size() > MAX_TURNS) {
            dispatch(chat.uri(), type("chat/truncated")); // keeps every chat inside one page (50 turns)
            chat.turns().clear();
            return;
        }
        switch (random.nextInt(17)) {
            case 0, 1, 2, 3 -> turn(chat, UUID.randomUUID().toString(), random.nextInt(4) > 0);
            case 4, 5 -> cancel(chat);
            case 6 -> turn(chat, chat.turns().isEmpty() ? "t" : any(random, chat.turns()), true);
            case 7 -> dispatch(chat.uri(), type("chat/toolCallConfirmed").put("turnId", someTurn(chat))
                    .put("toolCallId", "call-" + random.nextInt(3)).put("approved", random.nextBoolean()));
            case 8 -> refusedKinds(chat);
            case 9 -> truncate(chat);
            case 10 -> dispatch(random.nextBoolean() ? world.sessionOf(chat).uri() : chat.uri(),
                    type("session/titleChanged").put("title", "title " + random.nextInt(5)));
            case 11 -> flag(chat);
            case 12 -> chats(chat);
            case 13, 14 -> pending(chat);
            case 15 -> {
                if (world.sessions.size() < MAX_SESSIONS) {
                    newSession();
                } else {
                    turn(chat, UUID.randomUUID().toString(), true);
                }
            }
            default -> disposeSession();
        }
    }

    private void newSession() {
        Chats.Opened opened = Chats.open(client, folder);
        log.append("createSession ").append(opened.session()).append('\n');
        world.added(opened.session(), opened.chat());
    }

    private void disposeSession() {
        if (world.sessions.size() < 2) {
            return;
        }
        RoundTripWorld.Session gone = any(random, List.copyOf(world.sessions.values()));
        log.append("disposeSession ").append(gone.uri()).append('\n');
        expectOk(client.request("disposeSession", params(gone.uri())));
        world.sessions.remove(gone.uri());
    }

    private void turn(RoundTripWorld.Chat chat, String turnId, boolean waitForEnd) {
        String text = any(random, TEXTS);
        chat.turns().add(turnId);
        JsonNode echo = dispatch(chat.uri(), Chats.turnStarted(turnId, text));
        if (waitForEnd && !echo.has("rejectionReason")) {
            Chats.untilEnd(client, chat.uri(), turnId);
        }
    }

    private void cancel(RoundTripWorld.Chat chat) {
        List<RoundTripWorld.Chat> others = world.chats().stream().filter(c -> c != chat && !c.turns().isEmpty()).toList();
        String turnId = switch (random.nextInt(3)) {
            case 0 -> someTurn(chat);
            case 1 -> others.isEmpty() ? "unknown" : any(random, any(random, others).turns());
            default -> {
                // a turn that runs: start one and cancel it before it ends (or just after)
                String running = UUID.randomUUID().toString();
                chat.turns().add(running);
                dispatch(chat.uri(), Chats.turnStarted(running, "!echo x"));
                yield running;
            }
        };
        dispatch(chat.uri(), type("chat/turnCancelled").put("turnId", turnId));
    }

    /** Actions a client may not dispatch on a chat: edits of parts, a host's tool-call transitions. */
    private void refusedKinds(RoundTripWorld.Chat chat) {
        String turnId = someTurn(chat);
        ObjectNode action = switch (random.nextInt(4)) {
            case 0 -> type("chat/delta").put("turnId", turnId).put("partId", "part-x").put("content", "edit");
            case 1 -> type("chat/toolCallComplete").put("turnId", turnId).put("toolCallId", "call-x");
            case 2 -> type("chat/toolCallReady").put("turnId", turnId).put("toolCallId", "call-x")
                    .put("invocationMessage", "x").put("confirmed", "not-needed");
            default -> type("chat/turnComplete").put("turnId", turnId);
        };
        dispatch(chat.uri(), action);
    }

    private void truncate(RoundTripWorld.Chat chat) {
        ObjectNode action = type("chat/truncated");
        if (random.nextInt(3) > 0) {
            action.put("turnId", someTurn(chat));
        }
        dispatch(chat.uri(), action);
    }

    private void flag(RoundTripWorld.Chat chat) {
        String session = world.sessionOf(chat).uri();
        switch (random.nextInt(4)) {
            case 0 -> dispatch(chat.uri(), type("chat/isReadChanged").put("isRead", random.nextBoolean()));
            case 1 -> dispatch(chat.uri(), type("chat/isArchivedChanged").put("isArchived", random.nextBoolean()));
            case 2 -> dispatch(session, type("session/isReadChanged").put("isRead", random.nextBoolean()));
            default -> dispatch(session, type("session/isArchivedChanged").put("isArchived", random.nextBoolean()));
        }
    }

    private void chats(RoundTripWorld.Chat chat) {
        RoundTripWorld.Session session = world.sessionOf(chat);
        if (random.nextBoolean() || session.chats().size() < 2) {
            String uri = "ahp-chat:/" + UUID.randomUUID();
            log.append("createChat ").append(uri).append(" in ").append(session.uri()).append('\n');
            expectOk(client.request("createChat", params(session.uri()).put("chat", uri)));
            expectOk(client.request("subscribe", params(uri)));
            session.chats().add(new RoundTripWorld.Chat(uri, new ArrayList<>(), new ArrayList<>()));
        } else {
            RoundTripWorld.Chat gone = session.chats().get(1 + random.nextInt(session.chats().size() - 1));
            log.append("disposeChat ").append(gone.uri()).append('\n');
            expectOk(client.request("disposeChat", params(gone.uri())));
            session.chats().remove(gone);
        }
    }

    private void pending(RoundTripWorld.Chat chat) {
        String kind = random.nextBoolean() ? "queued" : "steering";
        if (random.nextBoolean() || chat.pending().isEmpty()) {
            String id = "p-" + UUID.randomUUID();
            chat.pending().add(id);
            ObjectNode set = type("chat/pendingMessageSet").put("kind", kind).put("id", id);
            set.putObject("message").put("text", any(random, TEXTS)).putObject("origin").put("kind", "user");
            dispatch(chat.uri(), set);
        } else {
            String id = random.nextBoolean() ? any(random, chat.pending()) : "p-unknown";
            dispatch(chat.uri(), type("chat/pendingMessageRemoved").put("kind", kind).put("id", id));
        }
    }

    private String someTurn(RoundTripWorld.Chat chat) {
        return chat.turns().isEmpty() || random.nextInt(4) == 0 ? "unknown-" + random.nextInt(2) : any(random, chat.turns());
    }

    /** Dispatches {@code action} on {@code channel} and returns its echo, accepted or refused. */
    private JsonNode dispatch(String channel, ObjectNode action) {
        log.append(channel).append(' ').append(action).append('\n');
        long seq = client.dispatch(channel, action);
        JsonNode echo = client.envelope(channel, e -> e.path("origin").path("clientSeq").asLong(-1) == seq
                && client.clientId().equals(e.path("origin").path("clientId").asString("")));
        if (echo.has("rejectionReason")) {
            log.append("  refused: ").append(echo.path("rejectionReason").asString()).append('\n');
        }
        return echo;
    }

    private static ObjectNode type(String type) {
        return JSON.createObjectNode().put("type", type);
    }

    private void expectOk(JsonNode response) {
        if (response.has("error")) {
            throw new AssertionError("refused: " + response + "\n" + log);
        }
    }
}

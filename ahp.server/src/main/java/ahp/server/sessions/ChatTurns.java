package ahp.server.sessions;

import ahp.protocol.Action;
import ahp.protocol.Json;
import ahp.protocol.chat.PendingMessageRemoved;
import ahp.protocol.chat.PendingMessageSet;
import ahp.server.auth.Grant;
import ahp.server.auth.User;
import java.lang.System.Logger.Level;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The turn gate of each chat: which client actions a chat takes, a turn's start (a {@code !} command
 * runs at once, whatever else runs; any other text gets the no-agent answer), the pending messages
 * (the steering one, then the queue) that wait behind a running turn and drain once it ends, and the
 * local turns kept when each ends.
 */
final class ChatTurns {

    private static final System.Logger LOG = System.getLogger(ChatTurns.class.getName());

    /** Client actions a chat takes that only change its state. */
    private static final Set<String> STATE_ONLY = Set.of("chat/pendingMessageRemoved", "chat/queuedMessagesReordered");

    /** The origin of the host's own messages, such as the wake of a background command's end. */
    private static final String SYSTEM_NOTIFICATION = "systemNotification";

    private final Sessions sessions;

    ChatTurns(Sessions sessions) {
        this.sessions = sessions;
    }

    Admission admit(LiveChat chat, Action action, User user) {
        JsonNode body = Json.MAPPER.valueToTree(action);
        return switch (action.type()) {
            case "chat/turnStarted" -> turnStarted(chat, action, body, user);
            case "chat/pendingMessageSet" -> pendingMessageSet(chat, action, body, user);
            case "chat/turnCancelled" -> turnCancelled(chat, action, body);
            case "chat/toolCallConfirmed" -> toolCallConfirmed(chat, action, body);
            case "chat/truncated" -> {
                loadOlderFor(chat, body.path("turnId").asString(null));
                yield new Admission.Allowed(Grant.CHAT_SEND, () -> sessions.fold(chat, action), () -> forgetDropped(chat));
            }
            case "chat/isReadChanged" -> ChatFlags.admit(sessions, chat, action, body.path("isRead"), "isRead");
            case "chat/isArchivedChanged" -> ChatFlags.admit(sessions, chat, action, body.path("isArchived"), "isArchived");
            case "session/titleChanged" -> sessions.sessionActions.renamedFromChat(chat.session, body);
            // A draft (sent as the person types) changes no status and nothing the store keeps.
            case "chat/draftChanged" -> new Admission.Allowed(Grant.CHAT_SEND, () -> sessions.fold(chat, action), () -> { });
            default -> STATE_ONLY.contains(action.type())
                    ? new Admission.Allowed(Grant.CHAT_SEND, () -> sessions.fold(chat, action), () -> statusSettled(chat))
                    : new Admission.Refused(action.type() + " is not an action a client may dispatch on a chat here");
        };
    }

    private Admission turnStarted(LiveChat chat, Action action, JsonNode body, User user) {
        String turnId = body.path("turnId").asString("");
        if (turnId.isEmpty() || !body.path("message").path("text").isString()) {
            return new Admission.Refused("Invalid action: a turn needs a 'turnId' and a 'message' with 'text'");
        }
        boolean known = sessions.host.locked(() -> chat.runningTurns.contains(turnId)
                || ChatPages.allTurnIds(chat).contains(turnId));
        if (known) {
            // The reference reducer keeps one turn per id: a second start under an id the chat has would
            // run and be kept while no client sees it (issue 41). Refused, as a stale cancel is.
            return new Admission.Refused("chat/turnStarted names the turn " + turnId + ", which " + chat.uri
                    + " already has: a new turn needs a new id");
        }
        return new Admission.Allowed(Grant.CHAT_SEND, () -> take(chat, action, turnId, user),
                () -> begin(chat, turnId, body.path("message"), user));
    }

    private Admission pendingMessageSet(LiveChat chat, Action action, JsonNode body, User user) {
        String id = body.path("id").asString("");
        if (id.isEmpty() || !body.path("message").path("text").isString()) {
            return new Admission.Refused("Invalid action: a pending message needs an 'id' and a 'message' with 'text'");
        }
        return new Admission.Allowed(Grant.CHAT_SEND, () -> {
            sessions.fold(chat, action);
            chat.queuedBy.put(id, user);
        }, () -> {
            statusSettled(chat);
            drain(chat);
        });
    }

    private Admission turnCancelled(LiveChat chat, Action action, JsonNode body) {
        String turnId = body.path("turnId").asString("");
        boolean running = sessions.host.locked(() -> chat.runningTurns.contains(turnId));
        if (!running) {
            // The reference reducer ignores a cancel of a turn that is not active (fixtures 015, 018): it is
            // refused here, so nothing changes, live or kept (a kept turn is never kept twice).
            return new Admission.Refused("chat/turnCancelled names " + (turnId.isEmpty() ? "no turn" : "the turn " + turnId)
                    + ", which is not running in " + chat.uri);
        }
        return new Admission.Allowed(Grant.CHAT_SEND, () -> sessions.fold(chat, action), () -> {
            CommandTurn command = sessions.host.locked(() -> chat.commands.get(turnId));
            BackendTurn backendTurn = sessions.host.locked(() -> chat.backendTurns.get(turnId));
            if (command != null) {
                command.cancel();
            } else if (backendTurn != null) {
                backendTurn.cancelled();
                try {
                    chat.session.backend.cancel(chat.uri, turnId);
                } catch (RuntimeException failed) {
                    LOG.log(Level.WARNING, "The backend of " + chat.session.uri + " failed to cancel " + turnId, failed);
                }
                ended(chat, turnId);
            } else {
                ended(chat, turnId);
            }
        });
    }

    /** A person answered a tool call waiting for confirmation: the backend waiting for it hears. */
    private Admission toolCallConfirmed(LiveChat chat, Action action, JsonNode body) {
        String turnId = body.path("turnId").asString("");
        String call = body.path("toolCallId").asString("");
        return new Admission.Allowed(Grant.CHAT_SEND, () -> sessions.fold(chat, action), () -> {
            statusSettled(chat);
            BackendTurn turn = sessions.host.locked(() -> chat.backendTurns.get(turnId));
            if (turn != null) {
                turn.confirmed(call, body.path("approved").asBoolean(false), body.path("selectedOptionId").asString(null));
            }
        });
    }

    /**
     * An action naming a turn older than the chat's window: every older turn is loaded first
     * ({@code chat/turnsLoaded}), so the action reduces against the turn it names.
     */
    private void loadOlderFor(LiveChat chat, String turnId) {
        sessions.host.locked(() -> {
            Action all = ChatPages.loadAllFor(chat, turnId);
            if (all != null) {
                sessions.host.publish(chat.uri, all, () -> {
                    sessions.fold(chat, all);
                    ChatPages.loaded(chat, all);
                });
            }
            return null;
        });
    }

    /** After a truncation: the local turns it dropped go, with what their calls' terminals kept. */
    private void forgetDropped(LiveChat chat) {
        java.util.List<StoredTurn> dropped = sessions.host.locked(() -> {
            if (!chat.state.body().has("turnsNextCursor")) {
                chat.olderTurns.clear(); // a truncation to nothing cleared the cursor: nothing older is left
            }
            Set<String> left = ChatPages.allTurnIds(chat);
            java.util.List<StoredTurn> gone = chat.localTurns.stream().filter(turn -> !left.contains(turn.id())).toList();
            chat.localTurns.removeAll(gone);
            // Not written after this: a turn whose write was still to come would be kept again once
            // its file was deleted (issue 41).
            gone.forEach(chat.unwrittenTurns::remove);
            return gone;
        });
        statusSettled(chat);
        if (sessions.store == null) {
            return;
        }
        for (StoredTurn turn : dropped) {
            SessionWrites.write(sessions, chat.session, chat, "the drop of turn " + turn.id(),
                    store -> store.deleteTurn(chat.session.id, chat.id, turn));
        }
    }

    /**
     * After an action that may have changed the chat's status without a turn's end (the reducer
     * derives it again on a truncation, a confirmation, a pending message: a failed chat becomes idle):
     * the status goes onto the chat's summary in its session, and into the session's file where it
     * changed there, so a restart brings back the status clients saw (issue 41).
     */
    private void statusSettled(LiveChat chat) {
        ChatFlags.mirror(sessions, chat);
        if (sessions.store != null) {
            SessionWrites.persistAfterKeptTurn(sessions, chat.session);
        }
    }

    /** A turn is taken: folded into the chat and counted as running; under the sequence lock. */
    private void take(LiveChat chat, Action started, String turnId, User user) {
        chat.startedBy.put(turnId, user);
        sessions.fold(chat, started);
        chat.runningTurns.add(turnId);
    }

    /**
     * Starts a turn of the host's for {@code user}, with {@code message}: an MCP client's tool call. It
     * is taken at once, whatever else runs, like a {@code !} command; the caller reports its call and
     * ends it. Null when the chat is gone or the daemon is stopping.
     */
    BackendTurn hostTurn(LiveChat chat, JsonNode message, User user) {
        if (sessions.closing()) {
            return null;
        }
        String turnId = UUID.randomUUID().toString();
        Action started = ChatActions.turnStarted(turnId, sessions.now(), message, null);
        BackendTurn turn = new BackendTurn(sessions, chat, turnId, message, user);
        boolean taken = sessions.host.locked(() -> {
            if (chat.disposed) {
                return false;
            }
            sessions.host.publish(chat.uri, started, () -> {
                take(chat, started, turnId, user);
                chat.backendTurns.put(turnId, turn);
            });
            return true;
        });
        return taken ? turn : null;
    }

    /** Runs a turn that was taken: a command, or the no-agent answer. */
    void begin(LiveChat chat, String turnId, JsonNode message, User user) {
        if (sessions.closing()) {
            Action error = ChatActions.error(turnId, 0, "hostStopping", "The daemon is stopping: the turn did not run.");
            sessions.host.publish(chat.uri, error, () -> sessions.fold(chat, error));
            ended(chat, turnId);
            return;
        }
        Optional<String> command = sessions.host.hasTerminals()
                ? CommandLine.of(message.path("text").asString("")) : Optional.empty();
        if (command.isPresent()) {
            CommandTurn turn = new CommandTurn(sessions, chat, turnId, command.get(), user);
            sessions.host.locked(() -> chat.commands.put(turnId, turn));
            SessionTitles.fromCommand(sessions, chat.session, command.get());
            turn.start();
            return;
        }
        if (chat.session.backend != null) {
            BackendTurn turn = new BackendTurn(sessions, chat, turnId, message, user);
            sessions.host.locked(() -> chat.backendTurns.put(turnId, turn));
            SessionTitles.fromMessage(sessions, chat.session, message);
            try {
                chat.session.backend.prompt(turn);
            } catch (RuntimeException failed) {
                LOG.log(Level.WARNING, "The backend of " + chat.session.uri + " failed a turn", failed);
                turn.error("backendFailed", "The agent failed: " + failed.getMessage());
            }
            return;
        }
        if (SYSTEM_NOTIFICATION.equals(message.path("origin").path("kind").asString(""))
                && Sessions.LOCAL_PROVIDER.equals(chat.session.provider)) {
            // The host's own news (a background command ended) in a session with no agent to wake: it
            // is there for the people reading the chat, and the turn ends at once.
            Action done = ChatActions.turnComplete(turnId, 0);
            sessions.host.publish(chat.uri, done, () -> sessions.fold(chat, done));
            ended(chat, turnId);
            return;
        }
        if (!Sessions.LOCAL_PROVIDER.equals(chat.session.provider)) {
            Action error = ChatActions.error(turnId, 0, "noAgent", "The agent " + chat.session.provider
                    + " that backs this session is not configured on this host any more.");
            sessions.host.publish(chat.uri, error, () -> sessions.fold(chat, error));
            ended(chat, turnId);
            return;
        }
        String why = sessions.host.hasTerminals()
                ? "This session has no agent: nothing here answers messages. Start a message with ! to run it as"
                        + " a shell command on this host, for example: !ls"
                : "This session has no agent, and this host has no terminals to run a command in.";
        Action error = ChatActions.error(turnId, 0, "noAgent", why);
        sessions.host.publish(chat.uri, error, () -> sessions.fold(chat, error));
        ended(chat, turnId);
    }

    /**
     * A turn ended: no longer running, and kept (written off the caller's thread); the queue drains
     * behind it.
     */
    void ended(LiveChat chat, String turnId) {
        StoredTurn kept = sessions.host.locked(() -> {
            if (!chat.runningTurns.remove(turnId)) {
                return null; // ended already: kept once, when it did
            }
            chat.commands.remove(turnId);
            chat.backendTurns.remove(turnId);
            chat.startedBy.remove(turnId);
            return chat.disposed ? null : keep(chat, turnId);
        });
        // Off the caller's thread (a backend's, a connection's), where a stopping daemon waits for it.
        sessions.background.run("turn-ended-" + turnId, () -> {
            if (kept != null) {
                SessionWrites.writeTurn(sessions, chat, kept);
                SessionWrites.persistAfterKeptTurn(sessions, chat.session);
            } else {
                SessionWrites.persist(sessions, chat.session);
            }
            ChatFlags.mirror(sessions, chat);
            sessions.summaryChanged(chat.session);
            drain(chat);
        });
    }

    /**
     * Starts the next pending message as a turn of the host's, when no turn runs, acting as the person
     * who set it: the steering message first, then the first queued one. A backend takes no message
     * into a turn it runs, so the steering message starts the turn after it, before the queue; it
     * leaves the list with {@code chat/pendingMessageRemoved}, as VS Code's host removes one its agent
     * took ({@code sessionFeatures.integrationTest.ts}), and its turn names it as {@code queuedMessageId}.
     */
    void drain(LiveChat chat) {
        record Next(String turnId, JsonNode message, User user) {}
        Next next = sessions.host.locked(() -> {
            if (chat.disposed || !chat.runningTurns.isEmpty()) {
                return null;
            }
            Optional<ObjectNode> steering = chat.state.steeringMessage().map(m -> (ObjectNode) Json.MAPPER.valueToTree(m));
            Optional<ObjectNode> pending = steering.isPresent() ? steering : chat.state.firstQueuedMessage();
            if (pending.isEmpty()) {
                return null;
            }
            JsonNode first = pending.get();
            String messageId = first.path("id").asString("");
            if (steering.isPresent()) {
                Action taken = new PendingMessageRemoved(PendingMessageSet.STEERING, messageId);
                sessions.host.publish(chat.uri, taken, () -> sessions.fold(chat, taken));
            }
            String turnId = UUID.randomUUID().toString();
            Action started = ChatActions.turnStarted(turnId, sessions.now(), first.path("message"), messageId);
            User by = chat.queuedBy.remove(messageId);
            sessions.host.publish(chat.uri, started, () -> take(chat, started, turnId, by));
            return new Next(turnId, first.path("message"), by);
        });
        if (next != null) {
            begin(chat, next.turnId(), next.message(), next.user());
        }
    }

    /**
     * Wakes the session with a turn of {@code text}, through the turn gate: queued behind a running
     * turn (a {@code chat/pendingMessageSet} of the host's), started at once when none runs, acting as
     * {@code user}.
     */
    void wake(LiveChat chat, String text, User user) {
        if (sessions.closing()) {
            // The command ended because the daemon stops (its shell was hung up): no turn runs now.
            return;
        }
        String id = "wake-" + UUID.randomUUID();
        ObjectNode queued = Json.MAPPER.createObjectNode().put("type", "chat/pendingMessageSet").put("kind", "queued")
                .put("id", id);
        queued.putObject("message").put("text", text).putObject("origin").put("kind", SYSTEM_NOTIFICATION);
        Action action = Json.MAPPER.treeToValue(queued, Action.class);
        sessions.host.publish(chat.uri, action, () -> {
            sessions.fold(chat, action);
            chat.queuedBy.put(id, user);
        });
        drain(chat);
    }

    /**
     * Keeps the finished turn {@code turnId} as a local turn not written yet; null when the chat's state
     * holds no such finished turn. Under the sequence lock.
     */
    private StoredTurn keep(LiveChat chat, String turnId) {
        ObjectNode turn = finishedTurn(chat, turnId);
        if (turn == null) {
            return null;
        }
        StoredTurn stored = new StoredTurn(chat.nextSequence++, ChatPages.before(chat, turnId), turn);
        chat.localTurns.add(stored);
        chat.unwrittenTurns.add(stored);
        chat.session.modifiedAt = sessions.now();
        return stored;
    }

    /**
     * The session of {@code chat} is being disposed: a turn whose end every client saw (it is finished in
     * the chat's state) but whose {@link #ended} has not run yet is kept now, so the dispose writes it and
     * the session goes to the trash with it; its {@link #ended} then finds it ended already. Under the
     * sequence lock.
     */
    void keepFinishedBeforeDispose(LiveChat chat) {
        for (String turnId : java.util.List.copyOf(chat.runningTurns)) {
            if (finishedTurn(chat, turnId) != null) {
                chat.runningTurns.remove(turnId);
                keep(chat, turnId);
            }
        }
    }

    private static ObjectNode finishedTurn(LiveChat chat, String turnId) {
        return chat.state.turn(turnId).orElse(null);
    }
}

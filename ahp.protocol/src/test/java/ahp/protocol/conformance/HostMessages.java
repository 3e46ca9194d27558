package ahp.protocol.conformance;

import ahp.protocol.Action;
import ahp.protocol.Channels;
import ahp.protocol.Json;
import ahp.protocol.chat.BackgroundShellWork;
import ahp.protocol.chat.BackgroundWorkRemoved;
import ahp.protocol.chat.BackgroundWorkSet;
import ahp.protocol.chat.ChatError;
import ahp.protocol.chat.ChatMessage;
import ahp.protocol.chat.ChatState;
import ahp.protocol.chat.ChatSummary;
import ahp.protocol.chat.PendingMessageRemoved;
import ahp.protocol.chat.PendingMessageSet;
import ahp.protocol.chat.TerminalCommandResult;
import ahp.protocol.chat.TerminalContent;
import ahp.protocol.chat.TextContent;
import ahp.protocol.chat.ToolCallAuthRequired;
import ahp.protocol.chat.ToolCallAuthResolved;
import ahp.protocol.chat.ToolCallComplete;
import ahp.protocol.chat.ToolCallConfirmed;
import ahp.protocol.chat.ToolCallContentChanged;
import ahp.protocol.chat.ToolCallDelta;
import ahp.protocol.chat.ToolCallReady;
import ahp.protocol.chat.ToolCallResult;
import ahp.protocol.chat.ToolCallResultConfirmed;
import ahp.protocol.chat.ToolCallStart;
import ahp.protocol.chat.TurnCancelled;
import ahp.protocol.chat.TurnComplete;
import ahp.protocol.chat.TurnStarted;
import ahp.protocol.chat.TurnsLoaded;
import ahp.protocol.command.ActionEnvelope;
import ahp.protocol.command.ActionOrigin;
import ahp.protocol.command.Implementation;
import ahp.protocol.command.InitializeResult;
import ahp.protocol.command.ReconnectResult;
import ahp.protocol.command.Snapshot;
import ahp.protocol.command.SubscribeResult;
import ahp.protocol.root.RootAction;
import ahp.protocol.root.RootConfig;
import ahp.protocol.root.RootState;
import ahp.protocol.root.TerminalInfo;
import ahp.protocol.session.ChatAdded;
import ahp.protocol.session.ChatRemoved;
import ahp.protocol.session.ChatUpdated;
import ahp.protocol.session.SessionAction;
import ahp.protocol.session.SessionCreationFailed;
import ahp.protocol.session.SessionReady;
import ahp.protocol.session.SessionState;
import ahp.protocol.session.SessionTitleChanged;
import ahp.protocol.terminal.TerminalAction;
import ahp.protocol.terminal.TerminalClaim;
import ahp.protocol.terminal.TerminalContentPart;
import ahp.protocol.terminal.TerminalLifecycle;
import ahp.protocol.terminal.TerminalState;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;
import tools.jackson.databind.node.StringNode;

/** A catalogue of what the host sends, in its own (0.9.0) model, covering every shape a view changes. */
final class HostMessages {

    static final String T1 = "ahp-terminal:/t1";
    static final String T2 = "ahp-terminal:/t2";
    static final String T3 = "ahp-terminal:/t3";
    static final String CHAT = "ahp-chat:/s1/c1";
    static final TerminalClaim CLIENT = new TerminalClaim.Client("client-1");
    static final TerminalClaim TOOL_CALL = new TerminalClaim.Session("ahp-session:/s1", CHAT, "turn-1", "tc-1");
    static final TerminalClaim BACKGROUND = TerminalClaim.Session.background("ahp-session:/s1", CHAT);

    private HostMessages() {}

    /** A running pty terminal with a finished and a running command. */
    static TerminalState running() {
        return new TerminalState("bash", "file:///home/u", 120, 40, List.of(
                new TerminalContentPart.Unclassified("$ "),
                new TerminalContentPart.Command("c1", "ls", "a b\r\n", 1_700_000_000_000L, true, 0, 12L),
                new TerminalContentPart.Unclassified("$ "),
                new TerminalContentPart.Command("c2", "sleep 9", "", 1_700_000_001_000L, false, null, null)),
                TerminalLifecycle.RUNNING, TOOL_CALL, true, true);
    }

    /** A pipe terminal that exited with a code. */
    static TerminalState exited() {
        return new TerminalState("sh", null, 80, 24, List.of(new TerminalContentPart.Unclassified("done\n")),
                new TerminalLifecycle.Exited(3), BACKGROUND, false, false);
    }

    /** A terminal whose process is gone with no code known. */
    static TerminalState exitedWithoutCode() {
        return new TerminalState("zsh", null, null, null, List.of(), new TerminalLifecycle.Exited(null), CLIENT,
                null, null);
    }

    static List<TerminalInfo> rows() {
        return List.of(TerminalInfo.of(T1, running()), TerminalInfo.of(T2, exited()),
                TerminalInfo.of(T3, exitedWithoutCode()));
    }

    static RootState root() {
        var schema = JsonNodeFactory.instance.objectNode();
        schema.put("type", "object");
        schema.putObject("properties").putObject("defaultShell").put("type", "string").put("title", "Default shell");
        return RootState.empty().withTerminals(rows())
                .withConfig(new RootConfig(schema, Map.of("defaultShell", StringNode.valueOf("/bin/bash"))))
                .withMeta(Map.of("host", Map.of("name", "ahpd")));
    }

    static List<Snapshot> snapshots() {
        return List.of(new Snapshot(Channels.ROOT, root(), 40), new Snapshot(T1, running(), 40),
                new Snapshot(T2, exited(), 40), new Snapshot(T3, exitedWithoutCode(), 40));
    }

    static InitializeResult initializeResult() {
        return new InitializeResult("0.9.0", 40, new Implementation("ahpd", "0.1.0", "ahp-terminals"), null,
                snapshots(), "file:///home/u", null, "!", null, Map.of());
    }

    static TerminalContent terminalBlock(boolean finished) {
        return new TerminalContent(T1, "Terminal", true,
                finished ? new TerminalCommandResult(2, "boom\n", false) : null);
    }

    /** Every action the host sends (or echoes), one of each shape. */
    static List<Action> actions() {
        List<Action> actions = new ArrayList<>(List.of(
                new TerminalAction.Data("\u001b[1mhi\u001b[0m\r\n"),
                new TerminalAction.Input("ls\r"),
                new TerminalAction.Resized(100, 30),
                new TerminalAction.Claimed(CLIENT),
                new TerminalAction.Claimed(TOOL_CALL),
                new TerminalAction.TitleChanged("vim"),
                new TerminalAction.CwdChanged("file:///tmp"),
                new TerminalAction.Exited(137, Map.of("signal", "SIGKILL")),
                new TerminalAction.Exited(null),
                new TerminalAction.Cleared(),
                new TerminalAction.CommandDetectionAvailable(),
                new TerminalAction.CommandExecuted("c3", "make", 1_700_000_002_000L),
                new TerminalAction.CommandFinished("c3", 2, 1500L),
                new TerminalAction.CommandFinished("c4", null, null),
                new RootAction.TerminalsChanged(rows()),
                new RootAction.ConfigChanged(Map.of("defaultShell", StringNode.valueOf("/bin/zsh"))),
                new TurnStarted("turn-1", "2026-11-29T10:00:00.000Z",
                        new ChatMessage("!ls", JsonNodeFactory.instance.objectNode().put("kind", "user"), null, Map.of()),
                        null, null, Map.of()),
                new ToolCallStart("turn-1", "tc-1", "terminal", "Terminal", "ls"),
                new ToolCallDelta("turn-1", "tc-1", "ls", StringNode.valueOf("Running ls"), null, Map.of()),
                ToolCallReady.running("turn-1", "tc-1", "ls", StringNode.valueOf("{\"command\":\"ls\"}"), "not-needed"),
                new ToolCallConfirmed("turn-1", "tc-1", true, "user-action", null, null, null, null, null, null, Map.of()),
                new ToolCallContentChanged("turn-1", "tc-1", List.of(terminalBlock(false)),
                        Map.of("ptyTerminal", Map.of("input", "ls\r", "output", "a b\r\n")), Map.of()),
                new ToolCallComplete("turn-1", "tc-1", ToolCallResult.of(false, "Command exited with code 2",
                        List.of(terminalBlock(true), new TextContent("boom\n")))),
                new ToolCallResultConfirmed("turn-1", "tc-1", true, null, Map.of()),
                new TurnComplete("turn-1", 1200)));
        actions.addAll(sessionAndChatActions());
        return actions;
    }

    /** The session and chat actions the host emits as records, one of each. */
    static List<Action> sessionAndChatActions() {
        var nodes = JsonNodeFactory.instance;
        ChatMessage later = new ChatMessage("later", nodes.objectNode().put("kind", "user"), null, Map.of());
        var error = nodes.objectNode().put("errorType", "shell").put("message", "the shell died");
        return List.of(
                new SessionReady(),
                new SessionCreationFailed(error),
                new SessionTitleChanged("Build the thing"),
                new ChatAdded(new ChatSummary(CHAT, "Main", 1, "2026-11-29T10:00:00.000Z",
                        Map.of("workingDirectories", nodes.arrayNode().add("file:///home/u")))),
                new ChatUpdated(CHAT, nodes.objectNode().put("title", "Main (renamed)").put("status", 8)),
                new ChatRemoved(CHAT),
                new TurnCancelled("turn-2", 10),
                new ChatError("turn-3", 10, error),
                new PendingMessageSet(PendingMessageSet.QUEUED, "q1", later),
                new PendingMessageSet(PendingMessageSet.STEERING, "s1", later),
                new PendingMessageRemoved(PendingMessageSet.QUEUED, "q1"),
                new TurnsLoaded(List.of(Json.MAPPER.readTree("""
                        {"id":"turn-0","message":{"text":"!pwd","origin":{"kind":"user"}},"responseParts":[],"state":"complete"}""")),
                        "cursor-1"),
                new ToolCallAuthRequired("turn-1", "tc-2", nodes.objectNode().put("reason", "required")
                        .set("resource", nodes.objectNode().put("resource", "https://mcp.example")), null, Map.of()),
                new ToolCallAuthResolved("turn-1", "tc-2", null, Map.of()));
    }

    /** The 0.9.0-only actions, which views for older versions withhold. */
    static List<Action> actionsIntroducedIn090() {
        return List.of(
                new BackgroundWorkSet(new BackgroundShellWork("w1", "npm run watch", "2026-11-29T10:00:00.000Z",
                        Map.of("vscode.stopBackgroundWork", true), "npm run watch", T1)),
                new BackgroundWorkRemoved("w1"));
    }

    static String channelOf(Action action) {
        return switch (action) {
            case TerminalAction ignored -> T1;
            case RootAction ignored -> Channels.ROOT;
            case SessionAction ignored -> "ahp-session:/s1";
            default -> CHAT;
        };
    }

    static List<ActionEnvelope> envelopes(List<Action> actions) {
        List<ActionEnvelope> out = new ArrayList<>();
        long seq = 41;
        for (Action action : actions) {
            out.add(action.clientDispatchable()
                    ? new ActionEnvelope(channelOf(action), action, seq++, new ActionOrigin("client-1", seq), null)
                    : ActionEnvelope.of(channelOf(action), action, seq++));
        }
        out.add(new ActionEnvelope(T1, new TerminalAction.Input("x"), seq, new ActionOrigin("client-2", 7),
                "terminal is claimed by another client"));
        return out;
    }

    static ReconnectResult replay() {
        List<Action> all = new ArrayList<>(actions());
        all.addAll(actionsIntroducedIn090());
        return new ReconnectResult.Replay(envelopes(all), List.of("ahp-terminal:/gone"));
    }

    static ReconnectResult resnapshot() {
        return new ReconnectResult.Snapshots(snapshots());
    }

    static SubscribeResult subscribeResult(Snapshot snapshot) {
        return new SubscribeResult(snapshot);
    }

    /** A chat whose first turn failed ({@code Turn.error}, the model's shape) and whose second completed. */
    static ChatState chatWithFailedTurn() {
        return ChatState.of((ObjectNode) Json.MAPPER.readTree("""
                {"resource":"%s","title":"Main","status":1,"modifiedAt":"2026-11-29T10:00:01.000Z","turns":[
                 {"id":"turn-3","startedAt":"2026-11-29T10:00:00.000Z","duration":10,
                  "message":{"text":"hello","origin":{"kind":"user"}},"responseParts":[],"state":"error",
                  "error":{"errorType":"noAgent","message":"This session has no agent"}},
                 {"id":"turn-4","message":{"text":"!ls","origin":{"kind":"user"}},
                  "responseParts":[{"kind":"markdown","id":"p1","content":"ok"}],"state":"complete"}]}
                """.formatted(CHAT)));
    }

    /** A session whose creation failed. */
    static SessionState failedSession() {
        return SessionState.of((ObjectNode) Json.MAPPER.readTree("""
                {"provider":"ahpd","title":"Broken","status":1,"lifecycle":"failed",
                 "creationError":{"errorType":"shell","message":"the shell died"},"activeClients":[],"chats":[],
                 "workingDirectories":["file:///home/u"]}
                """));
    }

    /** What a failed turn's chat sends besides {@code chat/error}: the older turns, one of them failed. */
    static TurnsLoaded turnsLoadedWithAFailure() {
        return new TurnsLoaded(List.of(chatWithFailedTurn().body().get("turns").get(0)), null);
    }

    /** The changeset actions the host sends: a refresh that failed (with its error, the model's shape) and its status. */
    static List<Action> changesetActions() {
        return List.of(
                Json.MAPPER.readValue("""
                        {"type":"changeset/contentChanged","files":[],"error":{"errorType":"git","message":"not a repository"}}""",
                        Action.class),
                Json.MAPPER.readValue("""
                        {"type":"changeset/statusChanged","status":"error","error":{"errorType":"git","message":"not a repository"}}""",
                        Action.class));
    }
}

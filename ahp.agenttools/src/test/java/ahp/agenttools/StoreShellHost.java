package ahp.agenttools;

import ahp.protocol.root.TerminalInfo;
import ahp.protocol.terminal.TerminalClaim;
import ahp.protocol.terminal.TerminalContentPart;
import ahp.terminals.api.Terminal;
import ahp.terminals.api.TerminalSpec;
import ahp.terminals.api.TerminalStore;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;

/**
 * The port as a small host implements it on a real store: opening a shell is the store's own open
 * (claimed by the session, the chat, the turn and the call; kept out of the history; nobody
 * watching), the root list is a map, grants come from a role table, an ended shell's scrollback is
 * kept, and what the tools told it is recorded for the test to read.
 */
final class StoreShellHost implements ShellHost {

    static final String SESSION = "ahp-session:/test";
    static final String CHAT = "ahp-chat:/test/chat";
    static final String TITLE = "Bash";

    /** Who holds what. */
    static final Map<String, Set<ShellGrant>> ROLES = Map.of(
            "owner", EnumSet.allOf(ShellGrant.class),
            "typist", EnumSet.of(ShellGrant.INPUT, ShellGrant.OUTPUT),
            "viewer", EnumSet.of(ShellGrant.OUTPUT),
            "guest", EnumSet.noneOf(ShellGrant.class));

    private final TerminalStore store;
    private final String shellPath;
    private final Map<String, String> environment;
    private final Map<String, Terminal> rootList = new LinkedHashMap<>();
    private final Map<String, String> kept = new ConcurrentHashMap<>();
    private final List<Terminal> opened = new ArrayList<>();
    private final List<Path> directories = new ArrayList<>();
    private final Map<String, String> shownOnCalls = new ConcurrentHashMap<>();
    private final List<BackgroundCommand> started = new ArrayList<>();
    private final Map<String, CompletableFuture<BackgroundEnd>> ends = new ConcurrentHashMap<>();
    private volatile boolean keepNothing;
    private volatile Consumer<BackgroundCommand> onEnd = command -> { };

    StoreShellHost(TerminalStore store, String shellPath, Map<String, String> environment) {
        this.store = store;
        this.shellPath = shellPath;
        this.environment = environment;
    }

    @Override
    public String shellPath() {
        return shellPath;
    }

    @Override
    public synchronized HostShell open(ShellCall call, Path directory) {
        Terminal terminal = store.open(TerminalSpec.builder()
                .shell(shellPath)
                .directory(directory)
                .environment(environment)
                .title(TITLE)
                .claim(new TerminalClaim.Session(SESSION, CHAT, call.turnId(), call.toolCallId()))
                .preventShellHistory(true)
                .nonInteractive(true)
                .build());
        String uri = "ahp-terminal:/agent-shell-" + (opened.size() + 1);
        opened.add(terminal);
        directories.add(directory);
        rootList.put(uri, terminal);
        return new HostShell(uri, terminal);
    }

    @Override
    public boolean allows(ShellCall call, ShellGrant grant) {
        return ROLES.getOrDefault(call.userName(), Set.of()).contains(grant);
    }

    @Override
    public void opened(ShellCall call, HostShell shell) {
        shownOnCalls.put(call.toolCallId(), shell.uri());
    }

    @Override
    public void end(HostShell shell) {
        if (!keepNothing) {
            StringBuilder scrollback = new StringBuilder();
            for (TerminalContentPart part : shell.terminal().state().content()) {
                scrollback.append(part.text());
            }
            kept.put(shell.uri(), scrollback.toString());
        }
        shell.terminal().close();
        synchronized (this) {
            rootList.remove(shell.uri());
        }
    }

    @Override
    public Optional<String> kept(HostShell shell) {
        return Optional.ofNullable(kept.get(shell.uri()));
    }

    @Override
    public synchronized void backgroundStarted(BackgroundCommand command) {
        started.add(command);
        ends.computeIfAbsent(command.id(), id -> new CompletableFuture<>());
    }

    @Override
    public void backgroundEnded(BackgroundCommand command, BackgroundEnd end) {
        onEnd.accept(command);
        ends.computeIfAbsent(command.id(), id -> new CompletableFuture<>()).complete(end);
    }

    @Override
    public synchronized List<TerminalInfo> terminals() {
        return rootList.entrySet().stream().map(row -> TerminalInfo.of(row.getKey(), row.getValue().state())).toList();
    }

    /** From now on nothing an ended shell printed is kept (a host that keeps nothing). */
    void keepNothing() {
        keepNothing = true;
    }

    /** Runs {@code check} as a background command's end is heard, before it is recorded. */
    void onEnd(Consumer<BackgroundCommand> check) {
        onEnd = check;
    }

    /** Every terminal opened, in order. */
    synchronized List<Terminal> opened() {
        return List.copyOf(opened);
    }

    /** The directory each terminal was opened in, in order. */
    synchronized List<Path> directories() {
        return List.copyOf(directories);
    }

    /** The URIs on the root list. */
    synchronized Set<String> listed() {
        return Set.copyOf(rootList.keySet());
    }

    /** The terminal each tool call was shown with. */
    Map<String, String> shownOnCalls() {
        return Map.copyOf(shownOnCalls);
    }

    /** The background commands started, in order. */
    synchronized List<BackgroundCommand> started() {
        return List.copyOf(started);
    }

    /** The end of the background command {@code id}, once heard. */
    CompletableFuture<BackgroundEnd> end(String id) {
        return ends.computeIfAbsent(id, key -> new CompletableFuture<>());
    }
}

package ahp.backends.acp.client;

import ahp.backends.acp.rpc.Nodes;
import ahp.backends.acp.rpc.RpcError;
import ahp.backends.api.BackendTerminal;
import ahp.backends.api.BackendTerminals;
import ahp.backends.api.TerminalRequest;
import java.lang.System.Logger.Level;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The terminals one agent process opened through ACP's {@code terminal/*} methods, each a terminal
 * the host owns ({@code start.terminals().open}), known to the agent by an id minted here. What the
 * agent does not release itself is released when its process ends, so no command outlives the agent
 * that started it.
 */
public final class AgentTerminals {

    private static final System.Logger LOG = System.getLogger(AgentTerminals.class.getName());

    /**
     * Whose a new terminal is: the turn running in the session when the agent asked for it.
     *
     * @param chat the chat of the turn
     * @param turnId the turn
     * @param toolCallId the tool call it runs for, or null where none is known
     */
    public record Origin(String chat, String turnId, String toolCallId) {}

    /**
     * One terminal.
     *
     * @param id the agent's id for it
     * @param terminal the host's handle
     * @param title its title: the command line
     * @param byteLimit the agent's {@code outputByteLimit}, or null
     */
    public record Entry(String id, BackendTerminal terminal, String title, Long byteLimit) {}

    private final Optional<BackendTerminals> host;
    private final Map<String, Entry> open = new ConcurrentHashMap<>();
    private final Map<String, Entry> made = new ConcurrentHashMap<>();
    private final AtomicLong next = new AtomicLong(1);

    /** Terminals opened through {@code host}; none can be when it is absent. */
    public AgentTerminals(Optional<BackendTerminals> host) {
        this.host = host;
    }

    /** Whether the host can open terminals (what {@code clientCapabilities.terminal} says). */
    public boolean available() {
        return host.isPresent();
    }

    /**
     * The terminal the agent calls {@code id}, released or not: a tool call that names it still shows
     * it (the host keeps what it printed).
     */
    public Optional<Entry> get(String id) {
        return id == null ? Optional.empty() : Optional.ofNullable(made.get(id));
    }

    /**
     * {@code terminal/create}: opens a terminal for {@code origin}'s turn. May block while the host
     * opens it. A command with arguments names a program; one without is a line of shell syntax.
     */
    public JsonNode create(JsonNode params, Origin origin) throws RpcError {
        BackendTerminals terminals = host.orElseThrow(
                () -> new RpcError(RpcError.METHOD_NOT_FOUND, "This client has no terminals"));
        if (origin == null) {
            throw new RpcError(RpcError.INTERNAL_ERROR, "No turn is running in this session: a terminal belongs to a turn");
        }
        String command = Nodes.text(params, "command");
        if (command == null || command.isBlank()) {
            throw new RpcError(RpcError.INVALID_PARAMS, "terminal/create needs a command");
        }
        List<String> args = new ArrayList<>();
        JsonNode argsNode = params.get("args");
        if (argsNode != null && argsNode.isArray()) {
            for (JsonNode arg : argsNode) {
                if (!arg.isString()) {
                    throw new RpcError(RpcError.INVALID_PARAMS, "terminal/create: args must be strings");
                }
                args.add(arg.stringValue());
            }
        }
        Map<String, String> env = new LinkedHashMap<>();
        JsonNode envNode = params.get("env");
        if (envNode != null && envNode.isArray()) {
            for (JsonNode variable : envNode) {
                String name = Nodes.text(variable, "name");
                String value = Nodes.text(variable, "value");
                if (name == null || value == null) {
                    throw new RpcError(RpcError.INVALID_PARAMS, "terminal/create: each env entry needs a name and a value");
                }
                env.put(name, value);
            }
        }
        Path cwd = null;
        String cwdText = Nodes.text(params, "cwd");
        if (cwdText != null) {
            try {
                cwd = Path.of(cwdText);
            } catch (InvalidPathException e) {
                throw new RpcError(RpcError.INVALID_PARAMS, "terminal/create: cwd is not a path: " + cwdText);
            }
            if (!cwd.isAbsolute()) {
                throw new RpcError(RpcError.INVALID_PARAMS, "terminal/create: cwd must be an absolute path: " + cwdText);
            }
        }
        Long byteLimit = Nodes.integer(params, "outputByteLimit");
        if (byteLimit != null && byteLimit < 0) {
            throw new RpcError(RpcError.INVALID_PARAMS, "terminal/create: outputByteLimit must not be negative");
        }
        String title = Nodes.cut(args.isEmpty() ? command : command + " " + String.join(" ", args), 80);
        TerminalRequest request = new TerminalRequest(origin.chat(), origin.turnId(), origin.toolCallId(), cwd,
                command, args.isEmpty() ? null : args, env, title);
        BackendTerminal terminal;
        try {
            terminal = terminals.open(request);
        } catch (SecurityException e) {
            throw new RpcError(RpcError.INTERNAL_ERROR, "Not allowed to open a terminal: " + e.getMessage());
        } catch (RuntimeException e) {
            throw new RpcError(RpcError.INTERNAL_ERROR, "Could not open a terminal: " + e.getMessage());
        }
        String id = "term-" + next.getAndIncrement();
        Entry entry = new Entry(id, terminal, title, byteLimit);
        made.put(id, entry);
        open.put(id, entry);
        ObjectNode result = Nodes.object();
        result.put("terminalId", id);
        return result;
    }

    /** {@code terminal/output}: what it printed so far, cut to its byte limit, and its exit once it has exited. */
    public JsonNode output(JsonNode params) throws RpcError {
        Entry entry = entry(params);
        BackendTerminal.Output output = entry.terminal().output();
        String text = output.text() == null ? "" : output.text();
        ObjectNode result = Nodes.object();
        result.put("output", OutputTail.cut(text, entry.byteLimit()));
        result.put("truncated", output.truncated() || OutputTail.cuts(text, entry.byteLimit()));
        CompletableFuture<BackendTerminal.Exit> exited = entry.terminal().exited().toCompletableFuture();
        if (exited.isDone()) {
            result.set("exitStatus", exitStatus(exited.isCompletedExceptionally() ? null : exited.join()));
        }
        return result;
    }

    /** {@code terminal/wait_for_exit}: completes with its exit status once it has exited. */
    public CompletionStage<JsonNode> waitForExit(JsonNode params) throws RpcError {
        Entry entry = entry(params);
        return entry.terminal().exited().handle((exit, failure) -> exitStatus(failure == null ? exit : null));
    }

    /** {@code terminal/kill}: ends its command; the terminal stays, for its output and exit. */
    public JsonNode kill(JsonNode params) throws RpcError {
        entry(params).terminal().kill();
        return Nodes.object();
    }

    /** {@code terminal/release}: ends its command if it still runs and forgets the id. */
    public JsonNode release(JsonNode params) throws RpcError {
        Entry entry = entry(params);
        open.remove(entry.id());
        entry.terminal().release();
        return Nodes.object();
    }

    /** Releases every terminal the agent did not. */
    public void releaseAll() {
        for (String id : List.copyOf(open.keySet())) {
            Entry entry = open.remove(id);
            if (entry != null) {
                try {
                    entry.terminal().release();
                } catch (RuntimeException e) {
                    LOG.log(Level.WARNING, "releasing terminal " + entry.terminal().uri() + " failed", e);
                }
            }
        }
    }

    private Entry entry(JsonNode params) throws RpcError {
        String id = Nodes.text(params, "terminalId");
        Entry entry = id == null ? null : open.get(id);
        if (entry == null) {
            throw new RpcError(RpcError.RESOURCE_NOT_FOUND, "No terminal " + id + " (released, or never created)");
        }
        return entry;
    }

    /**
     * ACP's {@code TerminalExitStatus}: a process a signal ended has no exit code, only the signal (the
     * port's 128 beside the name is the host's way of saying the same).
     */
    private static ObjectNode exitStatus(BackendTerminal.Exit exit) {
        ObjectNode status = Nodes.object();
        if (exit != null && exit.signal() == null && exit.exitCode() != null && exit.exitCode() >= 0) {
            status.put("exitCode", exit.exitCode().intValue());
        } else {
            status.putNull("exitCode");
        }
        if (exit != null && exit.signal() != null) {
            status.put("signal", exit.signal());
        } else {
            status.putNull("signal");
        }
        return status;
    }
}

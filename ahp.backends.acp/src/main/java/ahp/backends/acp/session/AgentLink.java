package ahp.backends.acp.session;

import ahp.backends.acp.AcpAgentConfig;
import ahp.backends.acp.client.AgentTerminals;
import ahp.backends.acp.client.FileAccess;
import ahp.backends.acp.config.ConfigCatalog;
import ahp.backends.acp.process.AgentFault;
import ahp.backends.acp.process.AgentProcess;
import ahp.backends.acp.rpc.JsonRpcConnection;
import ahp.backends.acp.rpc.Nodes;
import ahp.backends.acp.rpc.RpcError;
import ahp.backends.api.SessionStart;
import java.io.IOException;
import java.lang.System.Logger.Level;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.NullNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * One running agent and the ACP connection to it: started, {@code initialize}d, then asked for
 * sessions ({@code session/new}, {@code session/load}) and prompts; it calls back for permissions,
 * files and terminals. A link that fails (the process exits or closes its output, writes something
 * that is not JSON-RPC, or leaves a request with a deadline unanswered) is over for good: its process
 * is ended with what it started, its terminals are released, every request still waiting fails with
 * the {@link AgentFault}, and the session starts another link for its next turn.
 */
final class AgentLink implements JsonRpcConnection.Handler {

    private static final System.Logger LOG = System.getLogger(AgentLink.class.getName());
    /** The longest line the agent may write: a file's content, escaped, fits. */
    static final int MAX_LINE_BYTES = 192 * 1024 * 1024;
    /** How long an exit waits for the last lines of output to be read, and the other way round. */
    private static final Duration DRAIN = Duration.ofSeconds(2);
    /** How long a closed agent has to exit on its own. */
    private static final Duration CLOSE_GRACE = Duration.ofSeconds(2);
    /**
     * How long an agent that loaded a session must have been quiet about it, since the last update of
     * its replay (before its answer or after it), before the host prompts it (see {@link LateReplay}).
     */
    static final Duration LATE_REPLAY_QUIET = Duration.ofMillis(250);
    /** How long an agent that replayed nothing before its answer has to begin a late replay before the host takes it for none. */
    static final Duration LATE_REPLAY_START = Duration.ofSeconds(2);

    private final AcpAgent agent;
    private final SessionStart start;
    private final AgentProcess process;
    private final JsonRpcConnection rpc;
    private final AgentTerminals terminals;
    private final FileAccess files;
    private final Consumer<AgentLink> onLost;
    private final Map<String, SessionRoute> routes = new ConcurrentHashMap<>();
    private final Map<String, String> sessions = new ConcurrentHashMap<>();
    private final Map<String, LateReplay> lateReplays = new ConcurrentHashMap<>();
    /** What each ACP session can be set to and is set to, as its agent said. */
    private final SessionCatalogs catalogs;
    private final CompletableFuture<AgentFault> lost = new CompletableFuture<>();
    private final CompletableFuture<Void> outputEnded = new CompletableFuture<>();
    private volatile JsonNode capabilities = NullNode.getInstance();

    private AgentLink(AcpAgent agent, SessionStart start, AgentProcess process, Consumer<AgentLink> onLost) {
        this.agent = agent;
        this.start = start;
        this.process = process;
        this.onLost = onLost;
        this.terminals = new AgentTerminals(start.terminals());
        this.files = new FileAccess(start.workingDirectories());
        this.catalogs = new SessionCatalogs(process.name());
        this.rpc = new JsonRpcConnection(process.name(), process.stdout(), process.stdin(), this, MAX_LINE_BYTES);
    }

    /**
     * Starts the agent for {@code start}'s session in its primary working directory and initializes
     * it. {@code onLost} is told once when the link fails or closes.
     */
    static AgentLink start(AcpAgent agent, SessionStart start, Consumer<AgentLink> onLost) throws AgentFault {
        List<Path> directories = start.workingDirectories();
        Path primary = directories.isEmpty() ? null : directories.getFirst();
        AgentProcess process = AgentProcess.start(agent.config(), agent.environment(), primary);
        AgentLink link = new AgentLink(agent, start, process, onLost);
        link.rpc.start();
        process.onExit().thenRun(link::exited);
        link.initialize();
        return link;
    }

    /** The terminals the agent opened. */
    AgentTerminals terminals() {
        return terminals;
    }

    /** Whether it still serves. */
    boolean alive() {
        return !lost.isDone();
    }

    /** Whether the agent advertises {@code loadSession}. */
    boolean loadsSessions() {
        return Nodes.isTrue(capabilities, "loadSession");
    }

    /** The ACP session {@code chat} has in this process, or null. */
    String sessionOf(String chat) {
        return sessions.get(chat);
    }

    /**
     * {@code session/new} for {@code chat}, in the session's primary working directory. What the answer
     * says the session can be set to is kept for it, and told to the agent's memory ({@link AgentConfigs}).
     */
    String newSession(String chat) throws AgentFault {
        JsonNode answer = await("session/new", sessionParams(chat, null));
        String id = Nodes.text(answer, "sessionId");
        if (id == null) {
            throw fault(AgentFault.AGENT_ERROR, "answered session/new without a sessionId");
        }
        ConfigCatalog catalog = ConfigCatalog.of(answer);
        catalogs.said(id, catalog);
        agent.configs().said(catalog);
        sessions.put(chat, id);
        return id;
    }

    /** Sets the ACP session {@code id} to {@code values} ({@link SessionCatalogs#configure}). */
    void configure(String id, JsonNode values) throws AgentFault {
        catalogs.configure(id, values, this::await);
    }

    /**
     * {@code session/load} of {@code id} for {@code chat}, the replay going to {@code replay}. False
     * when the agent refuses (it does not know the session any more); the link stays.
     */
    boolean load(String chat, String id, SessionRoute replay) throws AgentFault {
        LateReplay late = new LateReplay();
        CompletableFuture<JsonNode> answer = new CompletableFuture<>();
        LoadRoute loading = new LoadRoute(replay, late, answer);
        routes.put(id, loading);
        try {
            catalogs.said(id, ConfigCatalog.of(await("session/load", sessionParams(chat, id), answer)));
        } catch (AgentFault e) {
            routes.remove(id, loading);
            if (e.errorType().equals(AgentFault.AGENT_ERROR)) {
                LOG.log(Level.INFO, "{0}: session/load {1} refused: {2}", process.name(), id, e.getMessage());
                return false;
            }
            throw e;
        }
        awaitReplayEnd(id, late);
        routes.remove(id, loading);
        lateReplays.put(id, late);
        sessions.put(chat, id);
        return true;
    }

    /**
     * The agent answered {@code session/load}: whatever it replayed before the answer, what it says
     * after it until it is quiet about the session is dropped.
     */
    private void awaitReplayEnd(String id, LateReplay late) throws AgentFault {
        try {
            int dropped = late.awaitQuiet(LATE_REPLAY_START, LATE_REPLAY_QUIET, agent.config().requestTimeout(),
                    rpc::waitingSince);
            if (dropped > 0) {
                LOG.log(Level.INFO, "{0}: replayed session {1} after answering session/load ({2} updates, dropped)",
                        process.name(), id, dropped);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw fault(AgentFault.CLOSED, "was interrupted waiting for the end of a replay");
        }
    }

    /** {@code session/prompt} with {@code text}, the turn's updates going to {@code turn}. No deadline. */
    CompletableFuture<JsonNode> prompt(String id, SessionRoute reporter, String text) {
        LateReplay late = lateReplays.get(id);
        SessionRoute turn = late == null ? reporter : late.guarding(reporter);
        routes.put(id, turn);
        ObjectNode params = Nodes.object();
        params.put("sessionId", id);
        ObjectNode block = params.putArray("prompt").addObject();
        block.put("type", "text");
        block.put("text", text);
        CompletableFuture<JsonNode> answer = rpc.request("session/prompt", params);
        answer.whenComplete((result, failure) -> routes.remove(id, turn));
        return answer;
    }

    /** {@code session/cancel} of {@code id}. */
    void cancel(String id) {
        ObjectNode params = Nodes.object();
        params.put("sessionId", id);
        rpc.notify("session/cancel", params);
    }

    /**
     * {@code chat} went: its session is forgotten (and closed, where the agent can close one). Returns
     * the answer to {@code session/close}, or null when none was sent.
     */
    CompletableFuture<JsonNode> forget(String chat) {
        String id = sessions.remove(chat);
        if (id != null) {
            lateReplays.remove(id);
            catalogs.forget(id);
        }
        JsonNode sessionCapabilities = Nodes.objectAt(capabilities, "sessionCapabilities");
        if (id != null && sessionCapabilities != null && sessionCapabilities.get("close") instanceof ObjectNode) {
            ObjectNode params = Nodes.object();
            params.put("sessionId", id);
            return rpc.request("session/close", params);
        }
        return null;
    }

    /** Ends the agent politely: its input closes, then it has a moment before it is ended. Returns once it has exited. */
    void close() {
        fail(new AgentFault(AgentFault.CLOSED, "The session closed the agent " + agent.config().shownName() + "."), true);
    }

    /**
     * The link is over with {@code fault}: requests waiting fail with it, the process and what it
     * started end, its terminals are released. Once; later calls do nothing.
     */
    void fail(AgentFault fault, boolean politely) {
        if (!lost.complete(fault)) {
            return;
        }
        if (!fault.errorType().equals(AgentFault.CLOSED)) {
            LOG.log(Level.INFO, "{0}: {1}", process.name(), fault.getMessage());
        }
        rpc.close(fault);
        if (politely) {
            process.stop(CLOSE_GRACE);
        } else {
            process.kill();
        }
        terminals.releaseAll();
        onLost.accept(this);
    }

    /** What a request this link sent failing with {@code failure} means for a turn. */
    AgentFault faultOf(Throwable failure, String method) {
        Throwable cause = failure instanceof CompletionException && failure.getCause() != null ? failure.getCause() : failure;
        if (cause instanceof AgentFault fault) {
            return fault;
        }
        if (cause instanceof RpcError error && "session/prompt".equals(method)) {
            // A turn's error in the agent's own words, as VS Code's host reports its agent's
            // (src/vs/platform/agentHost/test/node/protocol/turnExecution.integrationTest.ts,
            // "error prompt triggers chat/error": the message is the agent's, word for word).
            return new AgentFault(AgentFault.AGENT_ERROR, error.words());
        }
        if (cause instanceof RpcError error) {
            return fault(AgentFault.AGENT_ERROR, "answered " + method + " with an error: " + error.getMessage());
        }
        if (cause instanceof IOException) {
            try {
                return lost.get(DRAIN.toMillis(), TimeUnit.MILLISECONDS);
            } catch (TimeoutException | ExecutionException e) {
                return fault(AgentFault.EXITED, "could not be reached: " + cause.getMessage());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return fault(AgentFault.EXITED, "could not be reached: " + cause.getMessage());
            }
        }
        return fault(AgentFault.AGENT_ERROR, "failed " + method + ": " + cause);
    }

    private void initialize() throws AgentFault {
        ObjectNode params = Nodes.object();
        params.put("protocolVersion", 1);
        ObjectNode client = params.putObject("clientCapabilities");
        ObjectNode fs = client.putObject("fs");
        fs.put("readTextFile", true);
        fs.put("writeTextFile", true);
        client.put("terminal", terminals.available());
        client.putObject("session").putObject("configOptions").putObject("boolean");
        ObjectNode info = params.putObject("clientInfo");
        info.put("name", "ahpd");
        info.put("title", "Agent Host Protocol daemon");
        info.put("version", "0.1.0");
        JsonNode answer;
        try {
            answer = await("initialize", params);
        } catch (AgentFault e) {
            AgentFault refused = e.errorType().equals(AgentFault.AGENT_ERROR)
                    ? new AgentFault(AgentFault.START_FAILED, e.getMessage()) : e;
            fail(refused, false);
            throw refused;
        }
        Long version = Nodes.integer(answer, "protocolVersion");
        if (version == null || version != 1) {
            AgentFault other = fault(AgentFault.START_FAILED,
                    "speaks ACP version " + (version == null ? "(none given)" : version) + "; this host speaks version 1");
            fail(other, false);
            throw other;
        }
        JsonNode agentCapabilities = answer.get("agentCapabilities");
        capabilities = agentCapabilities == null ? NullNode.getInstance() : agentCapabilities;
        agent.described(answer);
    }

    private ObjectNode sessionParams(String chat, String id) {
        List<Path> directories = start.workingDirectories();
        ObjectNode params = Nodes.object();
        if (id != null) {
            params.put("sessionId", id);
        }
        params.put("cwd", directories.getFirst().toAbsolutePath().toString());
        ArrayNode servers = params.putArray("mcpServers");
        start.toolServer(chat).ifPresent(server -> {
            ObjectNode named = servers.addObject().put("name", server.name()).put("command", server.command());
            ArrayNode args = named.putArray("args");
            server.args().forEach(args::add);
            ArrayNode env = named.putArray("env");
            server.env().forEach((name, value) -> env.addObject().put("name", name).put("value", value));
        });
        if (directories.size() > 1 && AcpAgent.additionalDirectories(capabilities)) {
            ArrayNode more = params.putArray("additionalDirectories");
            directories.subList(1, directories.size()).forEach(directory -> more.add(directory.toAbsolutePath().toString()));
        }
        return params;
    }

    /** A request with the agent's deadline: its answer, or the fault (a missed deadline ends the link). */
    private JsonNode await(String method, JsonNode params) throws AgentFault {
        return await(method, params, new CompletableFuture<>());
    }

    /** {@code method} answered, the answer completing {@code answer} on the reader's thread. */
    private JsonNode await(String method, JsonNode params, CompletableFuture<JsonNode> answer) throws AgentFault {
        AcpAgentConfig config = agent.config();
        rpc.request(method, params, answer);
        try {
            return answer.get(config.requestTimeout().toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            AgentFault late = fault(AgentFault.TIMEOUT, "did not answer " + method + " within " + seconds(config.requestTimeout()));
            fail(late, false);
            throw late;
        } catch (ExecutionException e) {
            throw faultOf(e.getCause(), method);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw fault(AgentFault.CLOSED, "was interrupted waiting for " + method);
        }
    }

    /** A fault saying the agent {@code what}, as one sentence: a full stop only where {@code what} (an agent's words, maybe) has none. */
    private AgentFault fault(String errorType, String what) {
        String sentence = "The agent " + agent.config().shownName() + " " + what;
        boolean ended = sentence.endsWith(".") || sentence.endsWith("!") || sentence.endsWith("?");
        return new AgentFault(errorType, ended ? sentence : sentence + ".");
    }

    private static String seconds(Duration duration) {
        long millis = duration.toMillis();
        return millis % 1000 == 0 ? millis / 1000 + " s" : millis / 1000.0 + " s";
    }

    /** The process exited: unless its output ends (and says why) in a moment, the link fails here. */
    private void exited() {
        outputEnded.completeOnTimeout(null, DRAIN.toMillis(), TimeUnit.MILLISECONDS)
                .thenRunAsync(() -> fail(fault(AgentFault.EXITED, process.exitDescription()), false),
                        command -> Thread.ofVirtual().name("acp-exit").start(command));
    }

    @Override
    public void ended(JsonRpcConnection.End end) {
        try {
            if (end.kind() == JsonRpcConnection.End.Kind.MALFORMED) {
                fail(fault(AgentFault.PROTOCOL_ERROR, "broke the protocol: " + end.detail()), false);
            } else {
                process.awaitExit(DRAIN);
                fail(fault(AgentFault.EXITED, process.alive() ? end.detail() : process.exitDescription()), false);
            }
        } finally {
            outputEnded.complete(null);
        }
    }

    @Override
    public void notification(String method, JsonNode params) {
        if (!"session/update".equals(method)) {
            return;
        }
        JsonNode update = params.get("update");
        String kind = Nodes.text(update, "sessionUpdate");
        String session = String.valueOf(Nodes.text(params, "sessionId"));
        catalogs.updated(session, kind, update);
        if ("tool_call".equals(kind)) {
            process.rememberNow();
        } else if ("tool_call_update".equals(kind)) {
            process.remember();
        }
        SessionRoute route = routes.get(session);
        if (route != null) {
            route.update(update);
        }
    }

    @Override
    public CompletionStage<JsonNode> request(String method, JsonNode params) throws RpcError {
        process.remember();
        String id = Nodes.text(params, "sessionId");
        switch (method) {
            case "session/request_permission" -> {
                SessionRoute route = id == null ? null : routes.get(id);
                return route == null
                        ? CompletableFuture.completedFuture(PermissionOptions.cancelled())
                        : route.requestPermission(params);
            }
            case "fs/read_text_file" -> {
                known(id);
                String path = Nodes.text(params, "path");
                Long line = Nodes.integer(params, "line");
                Long limit = Nodes.integer(params, "limit");
                return elsewhere(() -> {
                    ObjectNode result = Nodes.object();
                    result.put("content", files.read(path, line, limit));
                    return result;
                });
            }
            case "fs/write_text_file" -> {
                known(id);
                String path = Nodes.text(params, "path");
                String content = Nodes.text(params, "content");
                if (content == null) {
                    throw new RpcError(RpcError.INVALID_PARAMS, "fs/write_text_file needs content");
                }
                return elsewhere(() -> {
                    files.write(path, content);
                    return Nodes.object();
                });
            }
            case "terminal/create" -> {
                known(id);
                SessionRoute route = routes.get(id);
                AgentTerminals.Origin origin = route == null ? null : route.origin();
                return elsewhere(() -> terminals.create(params, origin));
            }
            case "terminal/output" -> {
                return CompletableFuture.completedFuture(terminals.output(params));
            }
            case "terminal/wait_for_exit" -> {
                return terminals.waitForExit(params);
            }
            case "terminal/kill" -> {
                return elsewhere(() -> terminals.kill(params));
            }
            case "terminal/release" -> {
                return elsewhere(() -> terminals.release(params));
            }
            default -> throw new RpcError(RpcError.METHOD_NOT_FOUND, "Method not found: " + method);
        }
    }

    private void known(String id) throws RpcError {
        if (id == null || !(sessions.containsValue(id) || routes.containsKey(id))) {
            throw new RpcError(RpcError.RESOURCE_NOT_FOUND, "No session " + id);
        }
    }

    /** Work that may block (files, opening a terminal), on a thread of its own so the reader reads on. */
    private static CompletableFuture<JsonNode> elsewhere(Work work) {
        CompletableFuture<JsonNode> result = new CompletableFuture<>();
        Thread.ofVirtual().name("acp-client-call").start(() -> {
            try {
                result.complete(work.run());
            } catch (RpcError | RuntimeException e) {
                result.completeExceptionally(e);
            }
        });
        return result;
    }

    @FunctionalInterface
    private interface Work {
        JsonNode run() throws RpcError;
    }
}

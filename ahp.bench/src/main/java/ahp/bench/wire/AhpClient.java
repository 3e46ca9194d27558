package ahp.bench.wire;

import ahp.bench.stats.SeqLedger;
import java.io.IOException;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * One AHP client as the benchmarks need it: it signs in, initializes subscribed to the root, opens
 * terminals that run a command, subscribes to them, types into them and disposes of them; it opens,
 * lists and disposes of sessions, subscribes to their chats and dispatches turns on them; it
 * watches every terminal and chat it subscribed to and keeps the {@link SeqLedger} of everything it
 * received.
 *
 * <p>The command a terminal runs travels in {@code createTerminal}'s {@code _meta}, as this host's
 * extension {@code {"ahp.command": LINE, "ahp.shell": "/bin/sh"}}: the daemon runs
 * {@code /bin/sh -c LINE}. The protocol's {@code createTerminal} has no field for a command.
 */
public final class AhpClient implements AutoCloseable {

    /** The root channel. */
    public static final String ROOT = "ahp-root://";

    /** The protocol version offered. */
    public static final String PROTOCOL_VERSION = "0.9.0";

    /** The terminal size of every scenario. */
    public static final int COLS = 120;

    /** The terminal size of every scenario. */
    public static final int ROWS = 30;

    /** The shell every command runs under. */
    public static final String SHELL = "/bin/sh";

    /** The sessions asked for per {@code listSessions} page (the host's largest). */
    static final int LIST_PAGE = 1_000;

    /** The most sessions {@link #listSessions} reads, so a host that pages for ever cannot hold it. */
    static final int MAX_LISTED = 100_000;

    private final String clientId;
    private final SeqLedger ledger = new SeqLedger();
    private final Map<String, ChannelWatch> watches = new ConcurrentHashMap<>();
    private final Map<String, ChatWatch> chats = new ConcurrentHashMap<>();
    private final AhpConnection connection;
    private long highestFromSeq = -1;
    private final List<String> rejections = new CopyOnWriteArrayList<>();
    private final AtomicLong rejected = new AtomicLong();

    private AhpClient(URI address, String token, String clientId, Duration timeout) throws IOException {
        this.clientId = clientId;
        this.connection = AhpConnection.open(address, token, this::received, this::lost, timeout);
    }

    /**
     * Signs in to {@code address} with {@code token} and initializes with {@code clientId},
     * subscribed to the root.
     */
    public static AhpClient connect(URI address, String token, String clientId, Duration timeout)
            throws IOException, RpcException, TimeoutException {
        AhpClient client = new AhpClient(address, token, clientId, timeout);
        try {
            client.initialize(timeout);
            return client;
        } catch (IOException | RpcException | TimeoutException | RuntimeException e) {
            client.close();
            throw e;
        }
    }

    private void initialize(Duration timeout) throws IOException, RpcException, TimeoutException {
        ObjectNode params = AhpConnection.object().put("channel", ROOT).put("clientId", clientId);
        params.putArray("protocolVersions").add(PROTOCOL_VERSION);
        params.putObject("clientInfo").put("name", "ahp.bench");
        params.putArray("initialSubscriptions").add(ROOT);
        CompletableFuture<JsonNode> call = connection.call("initialize", params, result -> {
            long serverSeq = result.path("serverSeq").asLong(-1);
            ledger.snapshot(ROOT, serverSeq);
            for (JsonNode snapshot : result.path("snapshots").values()) {
                ledger.snapshot(snapshot.path("resource").asString(""), snapshot.path("fromSeq").asLong(serverSeq));
            }
            fromSeq(serverSeq);
        });
        JsonNode result = AhpConnection.await("initialize", call, timeout);
        String version = result.path("protocolVersion").asString("");
        if (!PROTOCOL_VERSION.equals(version)) {
            throw new IOException("the host answered protocolVersion '" + version + "' to an offer of " + PROTOCOL_VERSION);
        }
    }

    /**
     * Opens a terminal on {@code channel}, claimed by this client, 120x30, running
     * {@code /bin/sh -c commandLine}; returns once the host answered.
     */
    public void createTerminal(String channel, String commandLine, Duration timeout)
            throws IOException, RpcException, TimeoutException {
        ObjectNode params = AhpConnection.object().put("channel", channel).put("name", "bench")
                .put("cols", COLS).put("rows", ROWS);
        params.putObject("claim").put("kind", "client").put("clientId", clientId);
        params.putObject("_meta").put("ahp.command", commandLine).put("ahp.shell", SHELL);
        connection.request("createTerminal", params, timeout);
    }

    /**
     * Subscribes to the terminal on {@code channel}; the snapshot is counted before any envelope after it.
     *
     * @param keepText whether to keep the channel's whole output
     */
    public ChannelWatch subscribe(String channel, boolean keepText, Duration timeout)
            throws IOException, RpcException, TimeoutException {
        ChannelWatch watch = new ChannelWatch(channel, keepText);
        watches.put(channel, watch);
        try {
            subscribeSnapshot(channel, watch::snapshot, timeout);
            return watch;
        } catch (IOException | RpcException | TimeoutException | RuntimeException e) {
            watches.remove(channel);
            throw e;
        }
    }

    /** Subscribes to a session (or any channel whose envelopes are not watched) and returns its snapshot's state. */
    public JsonNode subscribeState(String channel, Duration timeout) throws IOException, RpcException, TimeoutException {
        return subscribeSnapshot(channel, state -> { }, timeout).path("snapshot").path("state");
    }

    /** Subscribes to the chat on {@code channel}, watching its turns from the snapshot on. */
    public ChatWatch subscribeChat(String channel, Duration timeout) throws IOException, RpcException, TimeoutException {
        ChatWatch watch = new ChatWatch(channel);
        chats.put(channel, watch);
        try {
            subscribeSnapshot(channel, state -> { }, timeout);
            return watch;
        } catch (IOException | RpcException | TimeoutException | RuntimeException e) {
            chats.remove(channel);
            throw e;
        }
    }

    /**
     * Subscribes to {@code channel}: the snapshot's {@code fromSeq} goes to the ledger and its state to
     * {@code inReader}, on the reading thread, before any envelope after it.
     */
    private JsonNode subscribeSnapshot(String channel, Consumer<JsonNode> inReader, Duration timeout)
            throws IOException, RpcException, TimeoutException {
        CompletableFuture<JsonNode> call = connection.call("subscribe", AhpConnection.object().put("channel", channel),
                result -> {
                    JsonNode snapshot = result.path("snapshot");
                    long fromSeq = snapshot.path("fromSeq").asLong(-1);
                    if (!snapshot.isObject() || fromSeq < 0) {
                        throw new IllegalStateException("subscribe to " + channel + " answered no snapshot with a fromSeq");
                    }
                    ledger.snapshot(channel, fromSeq);
                    fromSeq(fromSeq);
                    inReader.accept(snapshot.path("state"));
                });
        return AhpConnection.await("subscribe", call, timeout);
    }

    /**
     * Opens a session under {@code channel} ({@code ahp-session:/<uuid>}) of the host's default
     * provider, working in {@code workingDirectory} (a {@code file:} URI).
     */
    public void createSession(String channel, String workingDirectory, Duration timeout)
            throws IOException, RpcException, TimeoutException {
        createSession(channel, workingDirectory, null, timeout);
    }

    /**
     * Opens a session under {@code channel} of {@code provider} (an agent the host's config names; null
     * for the host's default), working in {@code workingDirectory} (a {@code file:} URI).
     */
    public void createSession(String channel, String workingDirectory, String provider, Duration timeout)
            throws IOException, RpcException, TimeoutException {
        createSession(channel, workingDirectory, provider, Map.of(), timeout);
    }

    /**
     * Opens a session as {@link #createSession(String, String, String, Duration)} does, with the
     * session config's {@code values} ({@code createSession}'s {@code config}: {@code {"machine": "box"}}
     * to run its commands in a machine); none are sent when {@code config} is empty.
     */
    public void createSession(String channel, String workingDirectory, String provider, Map<String, String> config,
            Duration timeout) throws IOException, RpcException, TimeoutException {
        ObjectNode params = AhpConnection.object().put("channel", channel);
        if (provider != null) {
            params.put("provider", provider);
        }
        params.putArray("workingDirectories").add(workingDirectory);
        if (!config.isEmpty()) {
            ObjectNode values = params.putObject("config");
            config.forEach(values::put);
        }
        connection.request("createSession", params, timeout);
    }

    /** Disposes of the session on {@code channel}: its chats, terminals and what it kept. */
    public void disposeSession(String channel, Duration timeout) throws IOException, RpcException, TimeoutException {
        connection.request("disposeSession", AhpConnection.object().put("channel", channel), timeout);
    }

    /** Every session the host lists, page after page: their URIs, most recently modified first. */
    public List<String> listSessions(Duration timeout) throws IOException, RpcException, TimeoutException {
        List<String> sessions = new ArrayList<>();
        String cursor = null;
        do {
            ObjectNode params = AhpConnection.object().put("channel", ROOT).put("limit", LIST_PAGE);
            if (cursor != null) {
                params.put("cursor", cursor);
            }
            JsonNode page = connection.request("listSessions", params, timeout);
            page.path("items").forEach(item -> sessions.add(item.path("resource").asString("")));
            cursor = page.path("nextCursor").isString() ? page.path("nextCursor").asString() : null;
        } while (cursor != null && sessions.size() < MAX_LISTED);
        return sessions;
    }

    /** Dispatches {@code action} on {@code channel} ({@code dispatchAction}, with this connection's next {@code clientSeq}). */
    public void dispatch(String channel, ObjectNode action) throws IOException {
        ObjectNode params = AhpConnection.object().put("channel", channel).put("clientSeq", connection.nextClientSeq());
        params.set("action", action);
        connection.notify("dispatchAction", params);
    }

    /** Types {@code data} into the terminal on {@code channel} ({@code terminal/input}). */
    public void input(String channel, String data) throws IOException {
        ObjectNode params = AhpConnection.object().put("channel", channel).put("clientSeq", connection.nextClientSeq());
        params.putObject("action").put("type", "terminal/input").put("data", data);
        connection.notify("dispatchAction", params);
    }

    /** Disposes of the terminal on {@code channel} and stops watching it. */
    public void dispose(String channel, Duration timeout) throws IOException, RpcException, TimeoutException {
        watches.remove(channel);
        connection.request("disposeTerminal", AhpConnection.object().put("channel", channel), timeout);
    }

    /**
     * Declares that this client is now subscribed to every channel that can emit: from here on it
     * must receive every {@code serverSeq} the host hands out (see {@link SeqLedger#openWindow(long)}).
     */
    public void expectEverySeq() {
        long after;
        synchronized (this) {
            after = highestFromSeq;
        }
        ledger.openWindow(after);
    }

    /**
     * Ends {@link #expectEverySeq()}: call it before this client stops being subscribed to every
     * channel that can emit, e.g. before it opens another terminal. Holes found so far are kept.
     */
    public void endExpectingEverySeq() {
        ledger.closeWindow();
    }

    /**
     * Everything wrong with what this client received: repeats, disorder and holes in the
     * {@code serverSeq}, and actions of its own the host refused (the first few).
     */
    public List<String> problems() {
        List<String> all = new ArrayList<>(ledger.problems());
        all.addAll(rejections);
        return all;
    }

    /** How many things {@link #problems()} describes: serverSeq numbers missing, envelopes out of order, refusals. */
    public long problemCount() {
        return ledger.missing() + ledger.disorder() + rejected.get();
    }

    /** The client's id. */
    public String clientId() {
        return clientId;
    }

    @Override
    public void close() {
        connection.close();
    }

    private synchronized void fromSeq(long seq) {
        highestFromSeq = Math.max(highestFromSeq, seq);
    }

    private void received(Envelope envelope) {
        ledger.observe(envelope.channel(), envelope.serverSeq());
        if (envelope.rejectionReason() != null && rejected.incrementAndGet() <= 10) {
            rejections.add(envelope.type() + " on " + envelope.channel() + " refused: " + envelope.rejectionReason());
        }
        ChannelWatch watch = watches.get(envelope.channel());
        if (watch != null) {
            watch.accept(envelope);
        }
        ChatWatch chat = chats.get(envelope.channel());
        if (chat != null) {
            chat.accept(envelope);
        }
    }

    private void lost(String why) {
        watches.values().forEach(watch -> watch.lost(why));
        chats.values().forEach(chat -> chat.lost(why));
    }
}

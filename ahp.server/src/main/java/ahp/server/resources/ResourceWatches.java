package ahp.server.resources;

import ahp.protocol.jsonrpc.ErrorCode;
import ahp.protocol.jsonrpc.RpcException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BiConsumer;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The watches the daemon holds, by channel ({@code ahp-resource-watch:/<id>}). A watch is made by
 * {@code createResourceWatch} for one connection (its holder) and released when its channel's last
 * subscriber leaves (unsubscribes or disconnects), or, when nobody ever subscribed, when its holder
 * disconnects.
 */
public final class ResourceWatches implements AutoCloseable {

    /** The scheme of a watch's channel. */
    public static final String SCHEME = "ahp-resource-watch:";

    private final ResourceLimits limits;
    private final DirectoryWatcher watcher = new DirectoryWatcher();
    private final Map<String, Held> held = new ConcurrentHashMap<>();

    private record Held(ResourceWatch watch, Path real, ObjectNode descriptor, Object holder, AtomicBoolean subscribed) {}

    /** Watches whose last subscriber lost its connection, and that subscriber's client id. */
    private final Map<String, String> orphaned = new java.util.concurrent.ConcurrentHashMap<>();

    /** Watches within {@code limits}. */
    public ResourceWatches(ResourceLimits limits) {
        this.limits = limits;
    }

    /**
     * {@code createResourceWatch} for {@code holder}, within the reach {@code reachNow} gives (asked
     * now, and again before each batch: a watch its maker may no longer read is released); each batch
     * of changes goes to {@code publish} as the channel and the {@code resourceWatch/changed} action.
     *
     * @return the watch's channel
     */
    public String create(ObjectNode body, java.util.function.Supplier<Reach> reachNow, Object holder,
            BiConsumer<String, ObjectNode> publish) {
        Reach reach = reachNow.get();
        ResourceParams params = new ResourceParams(body);
        String uri = params.text("uri");
        boolean recursive = params.flag("recursive", false);
        List<String> includes = params.items("includes");
        List<String> excludes = params.items("excludes");
        Path asked = FileUris.path(uri, "uri");
        reach.requireRead(ResolvedPath.target(uri, asked));
        ResolvedPath root = ResolvedPath.existing(uri, asked, Missing.RESOURCE);
        reach.requireRead(root);
        long mine = held.values().stream().filter(h -> java.util.Objects.equals(h.holder(), holder)).count();
        if (mine >= limits.maxWatches()) {
            throw new RpcException(ErrorCode.INVALID_REQUEST, "Invalid Request: this connection holds " + mine
                    + " watches, the most it may; unsubscribe from some first");
        }
        String channel = SCHEME + "/" + UUID.randomUUID();
        WatchFilter filter = new WatchFilter(asked, includes, excludes);
        ResourceWatch watch = new ResourceWatch(watcher, asked, root.real(), recursive, filter, limits.maxWatchedFolders(),
                items -> {
                    // The maker's reach is taken again at each batch: a session disposed since may have taken it back.
                    if (reachNow.get().mayRead(root.real())) {
                        publish.accept(channel, changed(items));
                    } else {
                        release(channel);
                    }
                });
        held.put(channel, new Held(watch, root.real(), watch.descriptor(includes, excludes), holder, new AtomicBoolean()));
        if (!watch.start()) {
            release(channel);
            throw new RpcException(ErrorCode.INTERNAL_ERROR, "Internal error: the system would not watch " + uri
                    + " (too many watches for this user?)");
        }
        return channel;
    }

    /** Whether {@code channel} is a watch held now. */
    public boolean has(String channel) {
        return held.containsKey(channel);
    }

    /** The watch's state ({@code ResourceWatchState}), or null when not held. */
    public ObjectNode state(String channel) {
        Held watch = held.get(channel);
        return watch == null ? null : watch.descriptor().deepCopy();
    }

    /** Whether someone with {@code reach} may read the watch on {@code channel}. */
    public boolean mayRead(String channel, Reach reach) {
        Held watch = held.get(channel);
        return watch != null && reach.mayRead(watch.real());
    }

    /** Someone subscribed to {@code channel}: from now on its last subscriber's leaving releases it. */
    public void subscribed(String channel) {
        orphaned.remove(channel);
        Held watch = held.get(channel);
        if (watch != null) {
            watch.subscribed().set(true);
        }
    }

    /** Stops the watch on {@code channel}, if held. */
    public void release(String channel) {
        orphaned.remove(channel);
        Held watch = held.remove(channel);
        if (watch != null) {
            watch.watch().close();
        }
    }

    /** {@code holder} disconnected: the watches it made that nobody subscribed to are released. */
    public void holderGone(Object holder) {
        held.forEach((channel, watch) -> {
            if (java.util.Objects.equals(watch.holder(), holder) && !watch.subscribed().get()) {
                release(channel);
            }
        });
    }

    /**
     * The last subscriber of {@code channel}, the client {@code clientId}, lost its connection: the
     * watch is kept for {@code grace}, so that client can {@code reconnect} and resume it with what
     * changed meanwhile, and released then unless {@code subscribedAgain} says someone subscribed since.
     */
    public void disconnected(String channel, String clientId, java.time.Duration grace,
            java.util.function.BooleanSupplier subscribedAgain) {
        if (clientId != null) {
            orphaned.put(channel, clientId);
        }
        java.util.concurrent.CompletableFuture.delayedExecutor(grace.toMillis(), java.util.concurrent.TimeUnit.MILLISECONDS)
                .execute(() -> {
                    if (!subscribedAgain.getAsBoolean()) {
                        release(channel);
                    }
                });
    }

    /**
     * The client {@code clientId} came back ({@code reconnect}): the watches it was the last to listen
     * to that nobody listens to now (it did not name them among its subscriptions) are released at once.
     */
    public void clientBack(String clientId, java.util.function.Predicate<String> subscribed) {
        orphaned.forEach((channel, by) -> {
            if (by.equals(clientId) && !subscribed.test(channel)) {
                release(channel);
            }
        });
    }

    /** How many watches are held. */
    public int count() {
        return held.size();
    }

    /** How many folders the kernel watches for them. */
    public int watchedFolders() {
        return watcher.folderCount();
    }

    @Override
    public void close() {
        held.keySet().forEach(this::release);
        watcher.close();
    }

    private static ObjectNode changed(ArrayNode items) {
        ObjectNode action = ahp.protocol.Json.MAPPER.createObjectNode().put("type", "resourceWatch/changed");
        action.putObject("changes").set("items", items);
        return action;
    }
}

package ahp.server.changeset;

import ahp.protocol.Json;
import java.io.IOException;
import java.lang.System.Logger.Level;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicBoolean;
import tools.jackson.databind.node.ObjectNode;

/**
 * The refresh a terminal's exit asks for: {@link #refresh(Path)} returns at once and reads the
 * directory's uncommitted changes on a changeset thread, never the caller's (a terminal's event
 * thread must not wait on git).
 *
 * <p>Refreshes of one directory are coalesced: while one runs, every further request for that
 * directory shares a single follow-up run, started when the running one ends (a change made after
 * the running read began is still seen). Ten terminals exiting in one directory at once run the read
 * once or twice, never ten times. Different directories run side by side, two at a time by default.
 *
 * <p>Each update says whether the state changed since the previous refresh of that directory; the
 * host publishes only a changed one. git missing is logged once, as an error, and gives no changeset;
 * a repository git refuses (another user's) gives none either. Nothing here throws at the caller: a
 * git failure inside a work tree is an {@code error} state.
 */
public final class ChangesetRefresh implements AutoCloseable {

    private static final System.Logger LOG = System.getLogger(ChangesetRefresh.class.getName());

    /** How many reads run at once on the refresh's own threads. */
    public static final int DEFAULT_THREADS = 2;

    private final Git git;
    private final UncommittedReader reader;
    private final Executor executor;
    private final ExecutorService owned;
    private final Object lock = new Object();
    private final Map<Path, Slot> slots = new HashMap<>();
    private final Map<Path, byte[]> previous = new ConcurrentHashMap<>();
    private final AtomicBoolean gitMissingLogged = new AtomicBoolean();
    private boolean closed;

    /** The run of a directory in progress, and the one that follows it, if asked for. */
    private static final class Slot {
        CompletableFuture<Optional<ChangesetUpdate>> current;
        CompletableFuture<Optional<ChangesetUpdate>> next;

        Slot(CompletableFuture<Optional<ChangesetUpdate>> current) {
            this.current = current;
        }
    }

    /** A refresh with {@code git} from {@code PATH}, the default limits and its own two threads. */
    public ChangesetRefresh() {
        this(Git.onPath(), ChangesetLimits.DEFAULT);
    }

    /** A refresh with its own {@value #DEFAULT_THREADS} daemon threads, shut down by {@link #close()}. */
    public ChangesetRefresh(Git git, ChangesetLimits limits) {
        this(git, limits, Executors.newFixedThreadPool(DEFAULT_THREADS,
                Thread.ofPlatform().daemon().name("ahp-changeset-", 0).factory()), true);
    }

    /** A refresh that runs its reads on {@code executor}, which {@link #close()} leaves alone. */
    public ChangesetRefresh(Git git, ChangesetLimits limits, Executor executor) {
        this(git, limits, executor, false);
    }

    private ChangesetRefresh(Git git, ChangesetLimits limits, Executor executor, boolean own) {
        this.git = git;
        this.reader = new UncommittedReader(git, limits);
        this.executor = executor;
        this.owned = own ? (ExecutorService) executor : null;
    }

    /**
     * Reads {@code directory}'s uncommitted changes, off the caller's thread. The future completes on
     * a changeset thread with the update, or empty when the directory is outside every git work tree
     * (or git cannot be run, or refuses the repository). It fails only once this refresh is closed.
     */
    public CompletableFuture<Optional<ChangesetUpdate>> refresh(Path directory) {
        Path key = directory.toAbsolutePath().normalize();
        CompletableFuture<Optional<ChangesetUpdate>> start = null;
        CompletableFuture<Optional<ChangesetUpdate>> answer;
        synchronized (lock) {
            if (closed) {
                return CompletableFuture.failedFuture(new IllegalStateException("the changeset refresh is closed"));
            }
            Slot slot = slots.get(key);
            if (slot == null) {
                start = new CompletableFuture<>();
                slots.put(key, new Slot(start));
                answer = start;
            } else {
                if (slot.next == null) {
                    slot.next = new CompletableFuture<>();
                }
                answer = slot.next;
            }
        }
        if (start != null) {
            submit(key, start);
        }
        return answer.copy();
    }

    /** Forgets what {@code directory} last gave, so its next refresh counts as changed. */
    public void forget(Path directory) {
        previous.remove(directory.toAbsolutePath().normalize());
    }

    /** Refuses further refreshes and stops its own threads (a read under way is abandoned). */
    @Override
    public void close() {
        synchronized (lock) {
            closed = true;
        }
        if (owned != null) {
            owned.shutdownNow();
        }
    }

    private void submit(Path key, CompletableFuture<Optional<ChangesetUpdate>> future) {
        try {
            executor.execute(() -> run(key, future));
        } catch (RejectedExecutionException e) {
            Slot slot;
            synchronized (lock) {
                slot = slots.remove(key);
            }
            future.completeExceptionally(e);
            if (slot != null && slot.next != null) {
                slot.next.completeExceptionally(e);
            }
        }
    }

    private void run(Path key, CompletableFuture<Optional<ChangesetUpdate>> future) {
        Optional<ChangesetUpdate> result = Optional.empty();
        Throwable failure = null;
        try {
            result = read(key);
        } catch (RuntimeException | Error e) {
            LOG.log(Level.ERROR, "Changeset: refreshing " + key + " failed", e);
            failure = e;
        }
        CompletableFuture<Optional<ChangesetUpdate>> next;
        synchronized (lock) {
            Slot slot = slots.get(key);
            next = slot.next;
            if (next != null) {
                slot.current = next;
                slot.next = null;
            } else {
                slots.remove(key);
            }
        }
        if (next != null) {
            submit(key, next);
        }
        if (failure != null) {
            future.completeExceptionally(failure);
        } else {
            future.complete(result);
        }
    }

    private Optional<ChangesetUpdate> read(Path directory) {
        try {
            Optional<WorkTree> found = WorkTree.find(git, directory);
            gitMissingLogged.set(false);
            if (found.isEmpty()) {
                previous.remove(directory);
                return Optional.empty();
            }
            WorkTree workTree = found.get();
            ObjectNode state;
            try {
                state = ChangesetStateJson.ready(reader.read(workTree));
            } catch (GitException | IOException e) {
                LOG.log(Level.WARNING, "Changeset: reading {0} failed: {1}", workTree.top(), e.getMessage());
                state = ChangesetStateJson.error("git", e.getMessage());
            }
            byte[] digest = digest(workTree, state);
            byte[] before = previous.put(directory, digest);
            return Optional.of(new ChangesetUpdate(directory, workTree, state, !Arrays.equals(before, digest)));
        } catch (GitNotFoundException e) {
            if (gitMissingLogged.compareAndSet(false, true)) {
                LOG.log(Level.ERROR, "Changeset: git cannot be run, so no session directory has a changeset"
                        + " until it can: {0}", e.getMessage());
            }
            previous.remove(directory);
            return Optional.empty();
        }
    }

    private static byte[] digest(WorkTree workTree, ObjectNode state) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            sha.update(workTree.top().toString().getBytes(StandardCharsets.UTF_8));
            sha.update((byte) 0);
            return sha.digest(Json.write(state).getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }
}

package ahp.server.host;

import ahp.protocol.jsonrpc.ErrorCode;
import ahp.protocol.jsonrpc.RpcException;
import ahp.protocol.root.TerminalInfo;
import ahp.terminals.api.Terminal;
import ahp.terminals.api.TerminalSpec;
import ahp.terminals.api.TerminalStore;
import java.lang.System.Logger.Level;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.nio.file.Path;

/**
 * The terminals this host holds, by channel URI, and the root list. A URI is taken the moment a
 * {@code createTerminal} for it is read, so of two racing creates one opens a shell and the other is
 * refused; a terminal is followed from the moment it opens, so a client may subscribe before it is
 * listed; it is listed once its shell printed, exited or the wait passed (at once on pipes).
 */
final class Terminals {

    private static final System.Logger LOG = System.getLogger(Terminals.class.getName());

    private final TerminalStore store;
    private final Sequencer sequencer;
    private final Duration listWait;
    private final Map<String, TerminalChannel> channels = new ConcurrentHashMap<>();
    private final Set<String> opening = ConcurrentHashMap.newKeySet();
    private final Map<String, TerminalChannel> listedRows = new LinkedHashMap<>();
    private final RootListPublisher rootList;
    private final Consumer<Path> exitedIn;

    Terminals(TerminalStore store, Sequencer sequencer, Duration listWait, Consumer<Path> exitedIn) {
        this.exitedIn = exitedIn;
        this.store = store;
        this.sequencer = sequencer;
        this.listWait = listWait;
        this.rootList = new RootListPublisher(sequencer, this::rows);
    }

    /** Whether terminals run under a pseudoterminal. */
    boolean isPty() {
        return store.isPty();
    }

    /** The terminal on {@code uri}, or null. */
    TerminalChannel get(String uri) {
        return channels.get(uri);
    }

    /**
     * Opens a terminal; completes once it is listed.
     *
     * @param shell the shell to open, or null for the system shell
     * @throws RpcException {@code Terminal already exists: <uri>} when the URI is taken
     */
    CompletableFuture<Void> create(CreateTerminal request, String shell) {
        return open(request.uri(), TerminalSpec.builder()
                .directory(request.directory())
                .shell(shell)
                .commandLine(request.command())
                .size(request.cols(), request.rows())
                .title(request.name())
                .claim(request.claim())
                .build()).thenApply(listed -> null);
    }

    /**
     * Opens a terminal of the host's own (a chat's): a channel it registers, routes and lists as a
     * client's; completes with the terminal once it is listed.
     *
     * @param in the store to open it in (a session's machine's), or null for this host's own
     * @throws RpcException {@code Terminal already exists: <uri>} when the URI is taken
     */
    CompletableFuture<Terminal> openForHost(String uri, TerminalSpec spec, TerminalStore in) {
        TerminalStore opener = in != null ? in : store;
        return register(uri, () -> opener.open(spec), directoryOf(spec), false, sitting(spec));
    }

    /**
     * Opens a terminal of the host's own and returns it at once, registered and routed; it goes on the
     * root list as a client's does (a pseudoterminal once its shell printed, exited or the wait passed).
     *
     * @param in the store to open it in (a session's machine's), or null for this host's own
     * @throws RpcException {@code Terminal already exists: <uri>}, or why it could not open
     */
    Terminal openForHostNow(String uri, TerminalSpec spec, TerminalStore in) {
        CompletableFuture<Terminal> listed = openForHost(uri, spec, in);
        TerminalChannel channel = channels.get(uri);
        return channel != null ? channel.terminal() : listed.join();
    }

    private CompletableFuture<Terminal> open(String uri, TerminalSpec spec) {
        return register(uri, () -> started(store.open(spec)), directoryOf(spec), true, sitting(spec));
    }

    /**
     * A client's terminal whose process could not start is refused rather than listed as exited: its
     * shell was checked before, so what failed is the machine (no file descriptors or processes
     * left), and the client is told so and may try again once terminals close.
     */
    private static Terminal started(Terminal terminal) {
        if (terminal.pid() >= 0) {
            return terminal;
        }
        String reason = terminal.state().content().stream()
                .map(ahp.protocol.terminal.TerminalContentPart::text)
                .collect(java.util.stream.Collectors.joining()).strip();
        terminal.close();
        throw new RpcException(ErrorCode.INTERNAL_ERROR, "Could not start the terminal's process: "
                + (reason.isEmpty() ? "it did not start" : reason));
    }

    private static Path directoryOf(TerminalSpec spec) {
        return spec.directory() != null ? spec.directory() : Path.of(System.getProperty("user.dir"));
    }

    /**
     * Registers a terminal under {@code uri} and lists it once its shell printed, exited or the wait
     * passed. A client's terminal completes once a root list holding it was numbered (its
     * {@code createTerminal} is answered after that list); the host's own completes as soon as its row
     * is on the root list, whose publication may gather it with others for a moment.
     */
    /** Whether {@code spec} opens a shell to sit at its prompt rather than one that runs a command. */
    private static boolean sitting(TerminalSpec spec) {
        return spec.command() == null;
    }

    private CompletableFuture<Terminal> register(String uri, java.util.function.Supplier<Terminal> opener, Path directory,
            boolean afterPublication, boolean sitting) {
        if (channels.containsKey(uri) || !opening.add(uri)) {
            throw new RpcException(ErrorCode.ALREADY_EXISTS, "Terminal already exists: " + uri);
        }
        TerminalChannel channel;
        try {
            Terminal terminal = opener.get();
            channel = new TerminalChannel(uri, terminal, sequencer, this::publishRootList, directory, exitedIn,
                    !afterPublication, sitting).follow();
            channels.put(uri, channel);
        } catch (RpcException refused) {
            throw refused;
        } catch (RuntimeException failed) {
            LOG.log(Level.WARNING, "Could not open a terminal for " + uri, failed);
            throw new RpcException(ErrorCode.INTERNAL_ERROR, "Could not open a terminal: " + failed.getMessage());
        } finally {
            synchronized (opening) {
                opening.remove(uri);
                opening.notifyAll();
            }
        }
        // The host's own terminals (a chat's commands, an agent's shells) are logged at debug level:
        // an agent at work would otherwise write two lines per command.
        Level level = channel.hostsOwn() ? Level.DEBUG : Level.INFO;
        if (LOG.isLoggable(level)) {
            LOG.log(level, "Opened {0} in {1} (pid {2})", uri, directory, String.valueOf(channel.terminal().pid()));
        }
        CompletableFuture<Void> ready = channel.terminal().isPty()
                ? channel.firstSign().completeOnTimeout(null, listWait.toMillis(), TimeUnit.MILLISECONDS)
                : CompletableFuture.completedFuture(null);
        return ready.thenCompose(ignored -> {
            CompletableFuture<Void> published = list(channel);
            return afterPublication ? published : CompletableFuture.<Void>completedFuture(null);
        }).thenApply(ignored -> channel.terminal());
    }

    /**
     * Ends a terminal's process group and takes it off the root list.
     *
     * @return false when this host holds no terminal on {@code uri}
     */
    boolean dispose(String uri) {
        TerminalChannel channel = channels.remove(uri);
        if (channel == null) {
            return false;
        }
        Terminal terminal = channel.terminal();
        terminal.close();
        awaitExit(terminal, Duration.ofSeconds(3));
        channel.forget();
        sequencer.dropChannel(uri);
        boolean wasListed = sequencer.locked(() -> listedRows.remove(uri) != null);
        if (wasListed) {
            publishRootList();
        }
        Level level = channel.hostsOwn() ? Level.DEBUG : Level.INFO;
        if (LOG.isLoggable(level)) {
            LOG.log(level, "Disposed {0}", uri);
        }
        return true;
    }

    /** The root list; call under the sequence lock. */
    List<TerminalInfo> rows() {
        List<TerminalInfo> rows = new ArrayList<>(listedRows.size());
        listedRows.values().forEach(channel -> rows.add(channel.info()));
        return rows;
    }

    /**
     * Ends every terminal's process group, waiting a while for their exits; shells still in their
     * startup files are given a moment to reach their prompt first ({@link StartupGrace}).
     */
    void closeAll() {
        // A shell being opened this moment is already in its startup files, and on the list only once opened.
        awaitOpening(StartupGrace.BOUND);
        StartupGrace.await(new ArrayList<>(channels.values()));
        List<TerminalChannel> all = new ArrayList<>(channels.values());
        channels.clear();
        for (TerminalChannel channel : all) {
            try {
                channel.terminal().close();
            } catch (RuntimeException failed) {
                LOG.log(Level.WARNING, "Could not end " + channel.uri(), failed);
            }
        }
        long deadline = System.nanoTime() + Duration.ofSeconds(5).toNanos();
        for (TerminalChannel channel : all) {
            awaitExit(channel.terminal(), Duration.ofNanos(Math.max(0, deadline - System.nanoTime())));
            channel.forget();
        }
    }

    /** Waits, up to {@code bound}, until no terminal is being opened. */
    private void awaitOpening(Duration bound) {
        long deadline = System.nanoTime() + bound.toNanos();
        synchronized (opening) {
            while (!opening.isEmpty()) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return;
                }
                try {
                    TimeUnit.NANOSECONDS.timedWait(opening, left);
                } catch (InterruptedException interrupted) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        }
    }

    /** Every terminal open now (listed or not). */
    int size() {
        return channels.size();
    }

    /** Puts {@code channel} on the list; completes once a root list holding it is numbered. */
    private CompletableFuture<Void> list(TerminalChannel channel) {
        sequencer.locked(() -> {
            if (channels.get(channel.uri()) == channel) {
                channel.list();
                listedRows.put(channel.uri(), channel);
            }
            return null;
        });
        return rootList.changed();
    }

    private void publishRootList() {
        rootList.changed();
    }

    private static void awaitExit(Terminal terminal, Duration timeout) {
        try {
            terminal.exited().toCompletableFuture().get(Math.max(1, timeout.toMillis()), TimeUnit.MILLISECONDS);
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
        } catch (Exception notYet) {
            LOG.log(Level.DEBUG, "No exit within {0}: {1}", timeout, notYet.toString());
        }
    }
}

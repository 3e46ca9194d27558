package ahp.server.testing;

import ahp.server.auth.Role;
import ahp.server.auth.User;
import ahp.server.auth.Users;
import ahp.server.daemon.StoreAssembly;
import ahp.server.daemon.TerminalsMode;
import ahp.server.host.Host;
import ahp.server.host.HostSettings;
import ahp.server.transport.TransportLimits;
import ahp.server.transport.WebSocketServer;
import ahp.terminals.api.TerminalStore;
import ahp.terminals.api.spi.ShellIntegrationSettings;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * A real daemon in this JVM: the host core on a real store (or none), behind the real WebSocket
 * server on a free port, with one user of each role.
 */
public final class TestDaemon implements AutoCloseable {

    /** The owner's token. */
    public static final String OWNER = "owner-token";
    /** The member's token. */
    public static final String MEMBER = "member-token";
    /** The guest's token. */
    public static final String GUEST = "guest-token";

    /** One user of each role. */
    public static final Users USERS = Users.of(Map.of(
            OWNER, new User("olive", Role.OWNER),
            MEMBER, new User("mo", Role.MEMBER),
            GUEST, new User("gus", Role.GUEST)));

    private final Optional<TerminalStore> store;
    private final Host host;
    private final WebSocketServer server;

    private TestDaemon(Optional<TerminalStore> store, HostSettings settings, TransportLimits limits) {
        this(store, settings, limits, ahp.server.backends.Backends.none());
    }

    private TestDaemon(Optional<TerminalStore> store, HostSettings settings, TransportLimits limits,
            ahp.server.backends.Backends backends) {
        this.store = store;
        this.host = new Host(store, settings, backends);
        this.server = WebSocketServer.start("127.0.0.1", 0, USERS, host, limits);
        host.toolServers().serve(server.address(), USERS.chatCredentials());
    }

    /**
     * A daemon whose terminals run on {@code mode}'s binding, each shell with {@code home} as its
     * {@code HOME} and {@code /bin/bash} as the system shell.
     */
    public static TestDaemon withTerminals(TerminalsMode mode, Path home) {
        return withTerminals(mode, home, null, 1_000);
    }

    /** The same, with a {@code defaultShell} in root config and a replay buffer of {@code replay}. */
    public static TestDaemon withTerminals(TerminalsMode mode, Path home, String defaultShell, int replay) {
        return withTerminals(mode, home, defaultShell, replay, TransportLimits.defaults());
    }

    /** The same, each connection's queue bounded at {@code queuedBytes} bytes. */
    public static TestDaemon withTerminalsQueueBound(TerminalsMode mode, Path home, long queuedBytes) {
        TransportLimits defaults = TransportLimits.defaults();
        return withTerminals(mode, home, null, 1_000,
                new TransportLimits(defaults.maxMessageChars(), defaults.maxFrameBytes(), 100_000, queuedBytes));
    }

    private static TestDaemon withTerminals(
            TerminalsMode mode, Path home, String defaultShell, int replay, TransportLimits limits) {
        return new TestDaemon(store(mode, home), new HostSettings(defaultShell, home, Duration.ofSeconds(10), replay,
                "test").withCommands(HostSettings.COMMAND_TIMEOUT, "/bin/bash"), limits);
    }

    /**
     * A daemon whose sessions are kept in {@code sessionStore} (a second daemon on the same folder is
     * the first one restarted), whose {@code !} commands time out after {@code commandTimeout}, on
     * {@code mode}'s binding (or with no terminals when {@code mode} is null).
     */
    public static TestDaemon withSessions(TerminalsMode mode, Path home, Path sessionStore, Duration commandTimeout) {
        return withSessions(mode, home, sessionStore, commandTimeout, "/bin/bash");
    }

    /** The same, with {@code shell} as the daemon's own shell, which {@code !} commands and agent shells run. */
    public static TestDaemon withSessions(TerminalsMode mode, Path home, Path sessionStore, Duration commandTimeout,
            String shell) {
        Optional<TerminalStore> store = mode == null ? Optional.empty() : store(mode, home);
        return new TestDaemon(store, new HostSettings(null, home, Duration.ofSeconds(10), 1_000, "test")
                .withSessionStore(sessionStore).withCommands(commandTimeout, shell), TransportLimits.defaults());
    }

    /** The same, with the agents {@code backends} offers. */
    public static TestDaemon withBackends(TerminalsMode mode, Path home, Path sessionStore,
            ahp.server.backends.Backends backends) {
        return new TestDaemon(store(mode, home), new HostSettings(null, home, Duration.ofSeconds(10), 1_000, "test")
                .withSessionStore(sessionStore).withCommands(HostSettings.COMMAND_TIMEOUT, "/bin/bash"),
                TransportLimits.defaults(), backends);
    }

    private static Optional<TerminalStore> store(TerminalsMode mode, Path home) {
        Map<String, String> environment = new HashMap<>(System.getenv());
        environment.put("HOME", home.toString());
        environment.put("SHELL", "/bin/bash");
        return StoreAssembly.build(mode,
                new ShellIntegrationSettings(Path.of(System.getProperty("java.io.tmpdir")), false), environment);
    }

    /** A daemon assembled without a terminal store. */
    public static TestDaemon withoutTerminals(Path home, int replay) {
        return new TestDaemon(Optional.empty(), new HostSettings(null, home, Duration.ofSeconds(10), replay, "test"),
                TransportLimits.defaults());
    }

    /** A daemon without terminals whose connections may queue only {@code queuedBytes} bytes. */
    public static TestDaemon withoutTerminalsQueueBound(Path home, long queuedBytes) {
        TransportLimits defaults = TransportLimits.defaults();
        return new TestDaemon(Optional.empty(), new HostSettings(null, home, Duration.ofSeconds(10), 1_000, "test"),
                new TransportLimits(defaults.maxMessageChars(), defaults.maxFrameBytes(), 100_000, queuedBytes));
    }

    /** The address to connect to. */
    public URI uri() {
        return server.address();
    }

    /** The host core. */
    public Host host() {
        return host;
    }

    /** Whether this daemon has terminals. */
    public boolean hasTerminals() {
        return store.isPresent();
    }

    @Override
    public void close() {
        host.close();
        server.close();
        store.ifPresent(TerminalStore::close);
    }
}

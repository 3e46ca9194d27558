package ahp.server.daemon;

import ahp.server.auth.OwnerToken;
import ahp.server.auth.Users;
import ahp.server.auth.UsersFile;
import ahp.backends.api.BackendSettings;
import ahp.server.backends.Backends;
import ahp.server.host.Host;
import ahp.server.memory.IdleCollector;
import ahp.server.sessions.Sessions;
import ahp.server.host.HostSettings;
import ahp.server.transport.TransportLimits;
import ahp.server.transport.WebSocketServer;
import ahp.terminals.api.TerminalStore;
import ahp.terminals.api.spi.ShellIntegrationSettings;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.System.Logger.Level;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;

/**
 * {@code ahpd serve}: signs people in, serves AHP over WebSocket until SIGTERM, then ends every
 * terminal's process group before it exits.
 */
public final class Daemon implements AutoCloseable {

    private static final System.Logger LOG = System.getLogger(Daemon.class.getName());

    private final Optional<TerminalStore> store;
    private final Host host;
    private final WebSocketServer server;

    private Daemon(Optional<TerminalStore> store, Host host, WebSocketServer server) {
        this.store = store;
        this.host = host;
        this.server = server;
    }

    /**
     * Starts a daemon: the users, the store, the host and the server.
     *
     * @throws IllegalStateException when it cannot listen or an explicit binding cannot work
     */
    public static Daemon start(ServeOptions options, Users users) {
        Backends backends = Backends.load(new BackendSettings(options.config().whole(), options.config().folder(),
                options.stateDir(), System.getenv()), java.util.Set.of(Sessions.LOCAL_PROVIDER));
        Optional<TerminalStore> store = StoreAssembly.build(options.terminals(), new ShellIntegrationSettings(
                Path.of(System.getProperty("java.io.tmpdir")), options.zshFolderAsFound()));
        Host host = new Host(store, HostSettings.of(options.defaultShell())
                .withSessionStore(options.stateDir().resolve("sessions")), backends);
        try {
            WebSocketServer server = WebSocketServer.start(options.listen().host(), options.listen().port(), users, host,
                    TransportLimits.defaults());
            return new Daemon(store, host, server);
        } catch (RuntimeException cannotListen) {
            host.close();
            store.ifPresent(TerminalStore::close);
            throw new IllegalStateException("cannot listen on " + options.listen().host() + ":"
                    + options.listen().port() + ": " + rootMessage(cannotListen), cannotListen);
        }
    }

    /** The address clients connect to. */
    public String address() {
        return server.address().toString();
    }

    /** The host core. */
    public Host host() {
        return host;
    }

    /** Ends every terminal, closes every connection, stops listening. */
    @Override
    public void close() {
        host.close();
        server.close();
        store.ifPresent(TerminalStore::close);
    }

    /**
     * Runs {@code ahpd serve} with {@code args} until the JVM is told to stop.
     *
     * @return the exit status when it could not start
     */
    public static int run(List<String> args, Map<String, String> environment) {
        DaemonLogging.install();
        PrintStream out = System.out;
        ServeOptions options;
        Users users;
        String tokenHint = null;
        try {
            options = ServeOptions.parse(args, environment);
            if (options.usersFile() != null) {
                users = UsersFile.read(options.usersFile());
            } else {
                String token = OwnerToken.generate();
                Path file = OwnerToken.write(options.stateDir(), token);
                users = OwnerToken.ownerOnly(token);
                tokenHint = file.toString();
            }
        } catch (IllegalArgumentException | IOException wrong) {
            System.err.println("ahpd: " + wrong.getMessage());
            return 2;
        }
        Daemon daemon;
        try {
            daemon = start(options, users);
        } catch (IllegalStateException cannot) {
            System.err.println("ahpd: " + cannot.getMessage());
            return 1;
        } catch (IllegalArgumentException wrongConfig) {
            System.err.println("ahpd: " + wrongConfig.getMessage());
            return 2;
        }
        IdleCollector.start();
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            // Straight to standard error: the JVM's own hook may already have closed the log handlers.
            System.err.println("ahpd: stopping: ending " + daemon.host().terminalCount() + " terminal(s)");
            daemon.close();
            System.err.println("ahpd: stopped");
            stopped.countDown();
        }, "ahpd-stop"));
        if (tokenHint != null) {
            out.println("ahpd: no --users file: the owner token is in " + tokenHint + " (readable by you alone)");
            out.println("ahpd: sign in with the header \"Authorization: Bearer <token>\" or the query \"?token=<token>\";"
                    + " attach a shell with: ./ahp new");
        }
        out.println("ahpd: listening on " + daemon.address() + " (" + users.size() + " user"
                + (users.size() == 1 ? "" : "s") + ", terminals: " + daemon.host().terminalsKind() + ")");
        out.flush();
        try {
            stopped.await();
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
        }
        return 0;
    }

    private static String rootMessage(Throwable failure) {
        Throwable cause = failure;
        while (cause.getCause() != null) {
            cause = cause.getCause();
        }
        return cause.getMessage() == null ? cause.toString() : cause.getMessage();
    }
}

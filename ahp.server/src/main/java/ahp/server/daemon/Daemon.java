package ahp.server.daemon;

import ahp.server.auth.OwnerToken;
import ahp.server.auth.Users;
import ahp.server.auth.UsersFile;
import ahp.backends.api.BackendSettings;
import ahp.server.backends.Backends;
import ahp.server.host.Host;
import ahp.server.machines.HostMachines;
import ahp.server.memory.IdleCollector;
import ahp.server.sessions.Sessions;
import ahp.server.host.HostSettings;
import ahp.server.plugins.Plugins;
import ahp.server.plugins.ProviderCatalog;
import ahp.server.plugins.StoreParts;
import ahp.server.plugins.TerminalsRegistration;
import ahp.server.transport.ServerSettings;
import ahp.server.transport.TransportLimits;
import ahp.server.transport.WebSocketServer;
import ahp.server.web.WebPages;
import ahp.terminals.api.spi.ShellIntegrationSettings;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.System.Logger.Level;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CountDownLatch;

/**
 * {@code ahpd serve}: signs people in, serves AHP over WebSocket until SIGTERM, then ends every
 * terminal's process group before it exits.
 */
public final class Daemon implements AutoCloseable {

    private static final System.Logger LOG = System.getLogger(Daemon.class.getName());

    private final TerminalsRegistration terminals;
    private final Plugins plugins;
    private final Host host;
    private final WebSocketServer server;
    private final HostMachines machines;

    private Daemon(TerminalsRegistration terminals, Plugins plugins, Host host, WebSocketServer server,
            HostMachines machines) {
        this.machines = machines;
        this.terminals = terminals;
        this.plugins = plugins;
        this.host = host;
        this.server = server;
    }

    /**
     * Starts a daemon: the plugins, the backends, the host, its terminal store and the server. With
     * {@code --terminals NAME} the daemon's own store comes first and a plugin's is refused; with
     * {@code auto} every plugin's {@code registerTerminals} is called first and the daemon builds its
     * own store only when none registered one; with {@code none} only a plugin can give it one.
     *
     * @throws IllegalStateException when it cannot listen, the plugins folder is not the daemon's, or
     *     an explicit binding cannot work
     * @throws IllegalArgumentException when a provider named by a flag is not there, or the config is wrong
     */
    public static Daemon start(ServeOptions options, Users users) throws IOException {
        ServerSettings settings = options.network().serverSettings().withPages(WebPages.load());
        ProviderCatalog catalog = ProviderCatalog.ofHost();
        Plugins plugins = Plugins.load(options.providers().pluginsFolder(), catalog,
                plugin -> DaemonLogging.admit(plugin.layer()));
        Host host = null;
        TerminalsRegistration terminals = null;
        HostMachines machines = null;
        try {
            Backends backends = Backends.load(catalog, new BackendSettings(options.config().whole(),
                    options.config().folder(), options.stateDir(), System.getenv()), Set.of(Sessions.LOCAL_PROVIDER));
            StoreParts parts = StoreParts.choose(catalog, options.providers().screen(),
                    options.providers().shellIntegration(), new ShellIntegrationSettings(
                            Path.of(System.getProperty("java.io.tmpdir")), options.zshFolderAsFound()), System.getenv());
            TerminalsMode mode = options.terminals();
            Optional<StoreAssembly.Assembled> own = mode.isExplicit() ? StoreAssembly.assemble(catalog, mode, parts)
                    : Optional.empty();
            machines = DaemonMachines.open(options, catalog, parts);
            host = new Host(Optional.empty(), HostSettings.of(options.defaultShell())
                    .withSessionStore(options.stateDir().resolve("sessions"))
                    .withAgentTools(options.config().enableCustomTerminalTool())
                    .withMachines(machines), backends);
            host.keepFromMembers(java.util.Arrays.asList(options.usersFile(), options.network().tlsKey(),
                    options.network().tlsCert()));
            terminals = new TerminalsRegistration(host, parts);
            TerminalsRegistration registration = terminals;
            own.ifPresent(store -> registration.register(store.store(), "--terminals " + mode.wireName(), store.label()));
            plugins.registerTerminals(terminals);
            if (mode.isAuto() && !terminals.hasStore()) {
                StoreAssembly.assemble(catalog, mode, parts)
                        .ifPresent(store -> registration.register(store.store(), "--terminals auto", store.label()));
            }
            plugins.watch(terminals);
            WebSocketServer server = listen(options, users, host, settings);
            host.toolServers().serve(server.address(), users.chatCredentials(), options.network().tlsCert());
            return new Daemon(terminals, plugins, host, server, machines);
        } catch (RuntimeException cannot) {
            plugins.close();
            if (host != null) {
                host.close();
            }
            if (machines != null) {
                machines.close();
            }
            if (terminals != null) {
                terminals.close();
            }
            throw cannot;
        }
    }

    private static WebSocketServer listen(ServeOptions options, Users users, Host host, ServerSettings settings) {
        try {
            return WebSocketServer.start(options.listen().host(), options.listen().port(), users, host,
                    TransportLimits.defaults(), settings);
        } catch (RuntimeException cannotListen) {
            throw new IllegalStateException("cannot listen on " + options.listen().host() + ":"
                    + options.listen().port() + ": " + rootMessage(cannotListen), cannotListen);
        }
    }

    /** The address clients connect to. */
    public String address() {
        return server.address().toString();
    }

    /** What the host's terminals run on, as the start-up line says it: {@code pty}, {@code none}, or a plugin's. */
    public String terminals() {
        return terminals.describe();
    }

    /** The host core. */
    public Host host() {
        return host;
    }

    /** Ends every terminal, closes every connection, stops listening. */
    @Override
    public void close() {
        plugins.close();
        host.close();
        server.close();
        terminals.close();
        machines.close();
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
        } catch (IllegalStateException | IOException cannot) {
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
            DaemonLogging.keepThroughShutdown();
            daemon.close();
            System.err.println("ahpd: stopped");
            stopped.countDown();
        }, "ahpd-stop"));
        if (options.network().insecureNetwork() && !options.network().tls()) {
            LOG.log(Level.WARNING, "--insecure-network: listening on {0} without TLS; tokens and terminals cross the"
                    + " network in clear text", options.listen().host());
        }
        if (tokenHint != null) {
            out.println("ahpd: no --users file: the owner token is in " + tokenHint + " (readable by you alone)");
            out.println("ahpd: sign in with the header \"Authorization: Bearer <token>\" or the query \"?token=<token>\";"
                    + " attach a shell with: ./ahp new");
        }
        out.println("ahpd: listening on " + daemon.address() + " (" + users.size() + " user"
                + (users.size() == 1 ? "" : "s") + ", terminals: " + daemon.terminals() + ")");
        out.println("ahpd: in a browser: " + daemon.address().replaceFirst("^ws", "http")
                + " (sign in with the token)");
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

package ahp.server.embed;

import ahp.server.auth.OwnerToken;
import ahp.server.auth.Users;
import ahp.server.auth.UsersFile;
import ahp.server.backends.Backends;
import ahp.server.host.Host;
import ahp.server.host.HostSettings;
import ahp.server.transport.TransportLimits;
import ahp.server.transport.WebSocketServer;
import ahp.terminals.api.TerminalStore;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;

/**
 * An AHP host serving a terminal store (or none) over WebSocket, for a host module of its own: the
 * same host core, sign-in and transport as {@code ahpd}, without its plugins, backends or flags.
 *
 * <pre>{@code
 * TerminalStore store = TerminalStore.builder(binding).build();
 * try (AhpServer server = AhpServer.builder().store(store).listen("127.0.0.1", 0).ownerToken(token).start()) {
 *     System.out.println(server.address());
 *     ...
 * }
 * }</pre>
 */
public final class AhpServer implements AutoCloseable {

    private final Host host;
    private final WebSocketServer server;
    private final Optional<TerminalStore> store;

    private AhpServer(Host host, WebSocketServer server, Optional<TerminalStore> store) {
        this.host = host;
        this.server = server;
        this.store = store;
    }

    /** A builder: no store, {@code 127.0.0.1:8787}, sessions kept nowhere. */
    public static Builder builder() {
        return new Builder();
    }

    /** The address clients connect to ({@code ws://HOST:PORT/}). */
    public URI address() {
        return server.address();
    }

    /** What terminals run on: {@code pty}, {@code pipes} or {@code none}. */
    public String terminalsKind() {
        return host.terminalsKind();
    }

    /** Closes every connection, ends every terminal's process group and closes the store. */
    @Override
    public void close() {
        host.close();
        server.close();
        store.ifPresent(TerminalStore::close);
    }

    /** Builds an {@link AhpServer}. */
    public static final class Builder {
        private TerminalStore store;
        private String listenHost = "127.0.0.1";
        private int port = 8787;
        private Users users;
        private Path sessions;
        private String defaultShell;

        private Builder() {}

        /** The terminal store it serves, closed with the server; without one it has no terminals. */
        public Builder store(TerminalStore value) {
            store = Objects.requireNonNull(value, "store");
            return this;
        }

        /** Where it listens; port 0 for any free one. */
        public Builder listen(String host, int value) {
            listenHost = Objects.requireNonNull(host, "host");
            port = value;
            return this;
        }

        /** One user, the owner, signing in with {@code token}. */
        public Builder ownerToken(String token) {
            users = OwnerToken.ownerOnly(Objects.requireNonNull(token, "token"));
            return this;
        }

        /**
         * The users of a users file (docs/daemon.md).
         *
         * @throws IOException when it cannot be read
         * @throws IllegalArgumentException naming the entry and field that is wrong
         */
        public Builder usersFile(Path file) throws IOException {
            users = UsersFile.read(file);
            return this;
        }

        /** Where sessions are kept across restarts; none by default. */
        public Builder sessionStore(Path folder) {
            sessions = Objects.requireNonNull(folder, "folder");
            return this;
        }

        /** The root config's {@code defaultShell} at start (an absolute path). */
        public Builder defaultShell(String path) {
            defaultShell = path;
            return this;
        }

        /**
         * Starts it.
         *
         * @throws IllegalStateException when no user was given or it cannot listen
         */
        public AhpServer start() {
            if (users == null) {
                throw new IllegalStateException("no user can sign in: give ownerToken or usersFile");
            }
            HostSettings settings = HostSettings.of(defaultShell);
            Host host = new Host(Optional.ofNullable(store), sessions == null ? settings : settings.withSessionStore(sessions),
                    Backends.none());
            try {
                return new AhpServer(host, WebSocketServer.start(listenHost, port, users, host, TransportLimits.defaults()),
                        Optional.ofNullable(store));
            } catch (RuntimeException cannot) {
                host.close();
                throw cannot;
            }
        }
    }
}

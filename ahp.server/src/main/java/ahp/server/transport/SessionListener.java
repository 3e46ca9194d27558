package ahp.server.transport;

import ahp.server.auth.User;
import ahp.server.auth.Users;
import io.helidon.common.buffers.BufferData;
import io.helidon.http.HeaderNames;
import io.helidon.http.Headers;
import io.helidon.http.HttpPrologue;
import io.helidon.websocket.WsListener;
import io.helidon.websocket.WsSession;
import io.helidon.websocket.WsUpgradeException;
import java.lang.System.Logger.Level;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

/**
 * One WebSocket connection, from its upgrade to its end: signs the person in, hands the connection
 * to the host core, joins each text message's fragments, and tells the core once the connection is
 * gone however it went (close frame, reset, idle timeout, cut off for falling behind).
 */
final class SessionListener implements WsListener {

    private static final System.Logger LOG = System.getLogger(SessionListener.class.getName());
    private static final AtomicLong IDS = new AtomicLong();

    private final Users users;
    private final Endpoint endpoint;
    private final TransportLimits limits;
    private final MessageAssembler assembler;
    private final AtomicBoolean gone = new AtomicBoolean();
    private volatile User user;
    private volatile QueuedConnection connection;
    private volatile MessageHandler handler;

    SessionListener(Users users, Endpoint endpoint, TransportLimits limits) {
        this.users = users;
        this.endpoint = endpoint;
        this.limits = limits;
        this.assembler = new MessageAssembler(limits.maxMessageChars());
    }

    @Override
    public Optional<Headers> onHttpUpgrade(HttpPrologue prologue, Headers headers) throws WsUpgradeException {
        String authorization = headers.first(HeaderNames.AUTHORIZATION).orElse(null);
        String queryToken = prologue.query().contains("token") ? prologue.query().get("token") : null;
        user = UpgradeToken.find(authorization, queryToken).flatMap(users::signIn)
                .orElseThrow(() -> new WsUpgradeException("Unauthorized"));
        return Optional.empty();
    }

    @Override
    public void onOpen(WsSession session) {
        User signedIn = user;
        if (signedIn == null) {
            // The upgrade filter signs people in first; a listener that never saw the upgrade refuses.
            session.close(Connection.TRY_AGAIN_LATER, "Not signed in");
            return;
        }
        String id = Long.toString(IDS.incrementAndGet());
        QueuedConnection opened = new QueuedConnection(id, signedIn, new HelidonSink(session),
                limits.maxQueuedMessages(), limits.maxQueuedChars());
        connection = opened;
        LOG.log(Level.DEBUG, "Connection {0}: {1} ({2}) signed in", id, signedIn.name(), signedIn.role().wireName());
        opened.start();
        handler = endpoint.open(opened);
        Thread reader = Thread.currentThread();
        Thread.ofVirtual().name("ahp-watch-" + id).start(() -> {
            try {
                reader.join();
            } catch (InterruptedException ignored) {
                Thread.currentThread().interrupt();
            }
            ended();
        });
    }

    @Override
    public void onMessage(WsSession session, String text, boolean last) {
        MessageHandler current = handler;
        if (current == null) {
            return;
        }
        try {
            assembler.accept(text, last, current);
        } catch (RuntimeException bug) {
            LOG.log(Level.ERROR, "Connection " + idForLog() + ": message handling failed", bug);
        }
    }

    @Override
    public void onMessage(WsSession session, BufferData buffer, boolean last) {
        MessageHandler current = handler;
        if (current != null && last) {
            current.onBinary(buffer.available());
        }
    }

    @Override
    public void onClose(WsSession session, int status, String reason) {
        LOG.log(Level.DEBUG, "Connection {0} closed by the client: {1} {2}", idForLog(), status, reason);
    }

    @Override
    public void onError(WsSession session, Throwable failure) {
        LOG.log(Level.DEBUG, "Connection {0} failed: {1}", idForLog(), failure.toString());
    }

    private void ended() {
        if (!gone.compareAndSet(false, true)) {
            return;
        }
        QueuedConnection ending = connection;
        if (ending != null) {
            ending.closed();
        }
        MessageHandler current = handler;
        if (current != null) {
            try {
                current.onClosed();
            } catch (RuntimeException bug) {
                LOG.log(Level.ERROR, "Connection " + idForLog() + ": close handling failed", bug);
            }
        }
        LOG.log(Level.DEBUG, "Connection {0} ended", idForLog());
    }

    private String idForLog() {
        QueuedConnection current = connection;
        return current == null ? "?" : current.id();
    }
}

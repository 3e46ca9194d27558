package ahp.server.transport;

import java.lang.System.Logger.Level;

/**
 * Passes a connection's inbound side to the host core, and logs what the core throws instead of
 * letting it end the connection: a bug in handling one message must not cut a person off.
 */
final class GuardedHandler implements MessageHandler {

    private static final System.Logger LOG = System.getLogger(GuardedHandler.class.getName());

    private final MessageHandler handler;
    private final String connectionId;

    GuardedHandler(MessageHandler handler, String connectionId) {
        this.handler = handler;
        this.connectionId = connectionId;
    }

    @Override
    public void onMessage(String message) {
        guard("message handling", () -> handler.onMessage(message));
    }

    @Override
    public void onTooLarge(long length, long limit) {
        guard("refusing a large message", () -> handler.onTooLarge(length, limit));
    }

    @Override
    public void onBinary(long length) {
        guard("refusing a binary message", () -> handler.onBinary(length));
    }

    @Override
    public void onClosed() {
        guard("close handling", handler::onClosed);
    }

    private void guard(String what, Runnable call) {
        try {
            call.run();
        } catch (RuntimeException bug) {
            LOG.log(Level.ERROR, "Connection " + connectionId + ": " + what + " failed", bug);
        }
    }
}

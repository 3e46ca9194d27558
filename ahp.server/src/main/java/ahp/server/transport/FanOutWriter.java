package ahp.server.transport;

import java.lang.System.Logger.Level;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The one thread that writes a large frame to the second and later of the connections a sender
 * fans it out to, so that the sender (the thread that reads every pseudoterminal) writes it to one
 * socket and goes back to reading while the others are written on another CPU. One hand-off per
 * chunk, not one per connection: each connection's own thread would cost a wake-up per client per
 * chunk. It writes as any sender does ({@link SocketWriter#flush}: as far as the socket takes it,
 * up to a sender's share), so a peer that does not keep up is left to its connection's thread and
 * never holds this one up. Started when first needed; a daemon thread.
 */
final class FanOutWriter {

    private static final System.Logger LOG = System.getLogger(FanOutWriter.class.getName());
    private static final LinkedBlockingQueue<SocketWriter> PENDING = new LinkedBlockingQueue<>();
    private static final AtomicBoolean STARTED = new AtomicBoolean();

    private FanOutWriter() {}

    /** Has {@code writer} flushed soon on the fan-out thread, once however often it is asked before. */
    static void flushSoon(SocketWriter writer) {
        if (STARTED.compareAndSet(false, true)) {
            Thread.ofPlatform().daemon().name("ahp-fan-out").start(FanOutWriter::serve);
        }
        if (writer.claimFanOut()) {
            PENDING.add(writer);
        }
    }

    private static void serve() {
        while (true) {
            SocketWriter writer;
            try {
                writer = PENDING.take();
            } catch (InterruptedException e) {
                continue; // nothing interrupts it on purpose; it serves for the daemon's life
            }
            writer.releaseFanOut();
            try {
                writer.flush();
            } catch (RuntimeException unexpected) {
                // One connection's fault must not end the writing for every other: it is logged,
                // and that connection's next frame asks for a flush again.
                LOG.log(Level.WARNING, "The fan-out thread could not write to a connection", unexpected);
            }
        }
    }
}

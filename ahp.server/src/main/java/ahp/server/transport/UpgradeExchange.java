package ahp.server.transport;

import ahp.server.auth.Users;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.SocketChannel;
import java.time.Duration;
import java.util.Optional;

/**
 * The HTTP exchange that opens a WebSocket, on the connection's non-blocking socket: reads the
 * request head (at most {@value UpgradeRequest#MAX_HEAD_BYTES} bytes, within a deadline, so a
 * peer that sends slowly or too much cannot hold the thread), and writes the answer: a request that
 * does not ask for a WebSocket is offered to the {@link Pages} first.
 */
final class UpgradeExchange {

    /** How long a peer has to send its whole request head. */
    static final Duration HEAD_DEADLINE = Duration.ofSeconds(10);

    /**
     * What the exchange came to.
     *
     * @param answer what the server answered
     * @param early bytes the peer sent after its request head (its first frames), ready to read
     */
    record Outcome(UpgradeAnswer answer, ByteBuffer early) {}

    private UpgradeExchange() {}

    /**
     * Reads the request on {@code channel} (registered for reading as {@code key}) and answers it.
     *
     * @return the outcome; empty when the peer went away or ran out of time before the exchange was through
     */
    static Optional<Outcome> perform(SocketChannel channel, Selector selector, SelectionKey key, Users users,
            Pages pages) throws IOException {
        long deadline = System.nanoTime() + HEAD_DEADLINE.toNanos();
        byte[] head = new byte[UpgradeRequest.MAX_HEAD_BYTES];
        ByteBuffer in = ByteBuffer.wrap(head);
        int end;
        while ((end = UpgradeRequest.endOfHead(head, in.position())) < 0) {
            if (!in.hasRemaining()) {
                return answer(channel, selector, key, deadline, UpgradeAnswer.malformed(431), in, head.length);
            }
            if (!await(selector, deadline)) {
                return Optional.empty();
            }
            if (channel.read(in) < 0) {
                return Optional.empty();
            }
        }
        UpgradeAnswer answer = UpgradeRequest.parse(head, end)
                .map(request -> page(request, pages).orElseGet(() -> UpgradeAnswer.decide(request, users)))
                .orElseGet(() -> UpgradeAnswer.malformed(400));
        return answer(channel, selector, key, deadline, answer, in, end);
    }

    /** The page's answer to a request that does not ask for a WebSocket, if it has one. */
    private static Optional<UpgradeAnswer> page(UpgradeRequest request, Pages pages) {
        if (request.headerLists("upgrade", "websocket")) {
            return Optional.empty();
        }
        return pages.answer(new PageRequest(request.method(), request.path(), request.headers()))
                .map(page -> new UpgradeAnswer(null, page.status(), page.response()));
    }

    private static Optional<Outcome> answer(SocketChannel channel, Selector selector, SelectionKey key, long deadline,
            UpgradeAnswer answer, ByteBuffer in, int headEnd) throws IOException {
        ByteBuffer early = ByteBuffer.wrap(in.array(), headEnd, in.position() - headEnd).slice();
        ByteBuffer response = ByteBuffer.wrap(answer.response());
        key.interestOps(SelectionKey.OP_WRITE);
        try {
            while (response.hasRemaining()) {
                channel.write(response);
                if (response.hasRemaining() && !await(selector, deadline)) {
                    return Optional.empty();
                }
            }
        } finally {
            key.interestOps(SelectionKey.OP_READ);
        }
        return Optional.of(new Outcome(answer, early));
    }

    /** Waits for the key's readiness; false once the deadline has passed. */
    private static boolean await(Selector selector, long deadline) throws IOException {
        long left = deadline - System.nanoTime();
        if (left <= 0) {
            return false;
        }
        selector.select(Math.max(1, left / 1_000_000));
        selector.selectedKeys().clear();
        return true;
    }
}

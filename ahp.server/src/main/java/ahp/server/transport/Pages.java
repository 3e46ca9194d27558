package ahp.server.transport;

import java.util.Optional;

/**
 * What the server answers to a plain HTTP request on its port, one that does not ask for a
 * WebSocket ({@code Upgrade: websocket}): the daemon's web client, say. The answer is written and the
 * connection closed; an empty answer leaves the request to the upgrade's own refusals.
 */
@FunctionalInterface
public interface Pages {

    /** No pages: every request is an upgrade, answered as such. */
    Pages NONE = request -> Optional.empty();

    /**
     * The answer to {@code request}.
     *
     * @return the status and the whole response (head, and the body unless the method was HEAD), or
     *     empty to answer it as a refused upgrade
     */
    Optional<Answer> answer(PageRequest request);

    /**
     * A page's answer.
     *
     * @param status the HTTP status, for the log
     * @param response the bytes written, head and body
     */
    record Answer(int status, byte[] response) {}
}

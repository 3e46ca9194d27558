package ahp.server.transport;

import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * An HTTP request that does not ask for a WebSocket, as {@link Pages} sees it.
 *
 * @param method the request method, such as {@code GET}
 * @param path the path, without the query, as sent (still percent-encoded)
 * @param headers field values by lower-case name, repeated fields joined with commas
 */
public record PageRequest(String method, String path, Map<String, String> headers) {

    /** The value of the field {@code name}, compared without case. */
    public Optional<String> header(String name) {
        return Optional.ofNullable(headers.get(name.toLowerCase(Locale.ROOT)));
    }
}

package ahp.protocol.jsonrpc;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Objects;

/**
 * A JSON-RPC request id: a string or a number, echoed exactly in the response.
 *
 * @param value a {@link String}, or a {@link Number} ({@link Long} for integers)
 */
public record RequestId(@JsonValue Object value) {

    /** Accepts only strings and numbers. */
    public RequestId {
        Objects.requireNonNull(value, "value");
        if (!(value instanceof String) && !(value instanceof Number)) {
            throw new IllegalArgumentException("a request id is a string or a number, not " + value.getClass());
        }
    }

    /** A numeric id. */
    public static RequestId of(long value) {
        return new RequestId(value);
    }

    /** A string id. */
    public static RequestId of(String value) {
        return new RequestId(value);
    }

    @Override
    public String toString() {
        return value instanceof String s ? '"' + s + '"' : value.toString();
    }
}

package ahp.protocol.jsonrpc;

import ahp.protocol.internal.Frozen;
import com.fasterxml.jackson.annotation.JsonProperty;
import tools.jackson.databind.JsonNode;

/**
 * A JSON-RPC error object.
 *
 * @param code the error code (see {@link ErrorCode})
 * @param message a short description; for {@code -32602} it names the bad field
 * @param data more detail ({@code {"supportedVersions": [...]}} for {@code -32005}), or null
 */
public record RpcError(
        @JsonProperty(required = true) int code,
        @JsonProperty(required = true) String message,
        JsonNode data) {

    /** Copies {@code data}. */
    public RpcError {
        data = Frozen.node(data);
    }

    /** This error's code as an {@link ErrorCode}, if it is one. */
    public java.util.Optional<ErrorCode> errorCode() {
        return ErrorCode.of(code);
    }
}

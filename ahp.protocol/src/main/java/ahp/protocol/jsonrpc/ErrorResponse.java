package ahp.protocol.jsonrpc;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * A failed response.
 *
 * @param id the request's id, or null when it could not be read (written as {@code "id": null})
 * @param error the error
 */
@JsonPropertyOrder({"jsonrpc", "id", "error"})
public record ErrorResponse(@JsonInclude(JsonInclude.Include.ALWAYS) RequestId id, RpcError error)
        implements JsonRpcMessage {

    /** Always {@code "2.0"}. */
    @JsonProperty("jsonrpc")
    public String jsonrpc() {
        return VERSION;
    }
}

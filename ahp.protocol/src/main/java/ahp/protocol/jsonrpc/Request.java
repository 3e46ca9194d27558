package ahp.protocol.jsonrpc;

import ahp.protocol.command.Params;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * A request: gets exactly one response with the same id.
 *
 * @param id the id the response echoes
 * @param method the method name
 * @param params the typed params; {@link ahp.protocol.command.UnknownParams} for a method this host
 *     does not speak
 */
@JsonPropertyOrder({"jsonrpc", "id", "method", "params"})
public record Request(RequestId id, String method, Params params) implements JsonRpcMessage {

    /** Always {@code "2.0"}. */
    @JsonProperty("jsonrpc")
    public String jsonrpc() {
        return VERSION;
    }
}

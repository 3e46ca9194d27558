package ahp.protocol.jsonrpc;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * A successful response.
 *
 * @param id the request's id
 * @param result the result: a command result record when the host sends it, a JSON tree when one is
 *     read; {@code null} is written as {@code "result": null} (ping, createTerminal, disposeTerminal)
 */
@JsonPropertyOrder({"jsonrpc", "id", "result"})
public record Result(RequestId id, @JsonInclude(JsonInclude.Include.ALWAYS) Object result) implements JsonRpcMessage {

    /** Always {@code "2.0"}. */
    @JsonProperty("jsonrpc")
    public String jsonrpc() {
        return VERSION;
    }
}

package ahp.protocol.jsonrpc;

import ahp.protocol.command.Params;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * A notification: no id, never answered ({@code dispatchAction} and {@code unsubscribe} from a
 * client; {@code action} from the host).
 *
 * @param method the method name
 * @param params the typed params
 */
@JsonPropertyOrder({"jsonrpc", "method", "params"})
public record Notification(String method, Params params) implements JsonRpcMessage {

    /** Always {@code "2.0"}. */
    @JsonProperty("jsonrpc")
    public String jsonrpc() {
        return VERSION;
    }
}

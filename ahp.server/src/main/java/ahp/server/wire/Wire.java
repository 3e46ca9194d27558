package ahp.server.wire;

import com.fasterxml.jackson.annotation.JsonInclude;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/** JSON-RPC 2.0 messages as this host writes them, with one shared mapper. */
public final class Wire {

    /** The mapper: absent fields left out, nothing indented. */
    public static final JsonMapper MAPPER = JsonMapper.builder()
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .changeDefaultPropertyInclusion(inclusion -> inclusion
                    .withValueInclusion(JsonInclude.Include.NON_NULL)
                    .withContentInclusion(JsonInclude.Include.ALWAYS))
            .build();

    private Wire() {}

    /** A success response. */
    public static String result(JsonNode id, JsonNode result) {
        ObjectNode response = MAPPER.createObjectNode().put("jsonrpc", "2.0");
        response.set("id", id);
        response.set("result", result == null ? MAPPER.nullNode() : result);
        return MAPPER.writeValueAsString(response);
    }

    /** An error response; {@code id} null when the request's id could not be read. */
    public static String error(JsonNode id, int code, String message, Object data) {
        ObjectNode response = MAPPER.createObjectNode().put("jsonrpc", "2.0");
        response.set("id", id == null ? MAPPER.nullNode() : id);
        ObjectNode error = response.putObject("error").put("code", code).put("message", message);
        if (data != null) {
            error.set("data", MAPPER.valueToTree(data));
        }
        return MAPPER.writeValueAsString(response);
    }

    /** A notification. */
    public static String notification(String method, JsonNode params) {
        ObjectNode message = MAPPER.createObjectNode().put("jsonrpc", "2.0").put("method", method);
        message.set("params", params);
        return MAPPER.writeValueAsString(message);
    }
}

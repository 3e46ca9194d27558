package ahp.backends.acp.session;

import ahp.backends.acp.rpc.Nodes;
import ahp.backends.api.ToolCallConfirmation;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * ACP's permission options as AHP confirmation options, and a person's answer as ACP's outcome.
 * {@code allow_once} and {@code allow_always} are {@code approve} (group 1), {@code reject_once} and
 * {@code reject_always} {@code deny} (group 2), each under its own {@code optionId} and {@code name}.
 */
final class PermissionOptions {

    private PermissionOptions() {}

    /** The {@code options} of a {@code chat/toolCallReady} for ACP's {@code options}. */
    static ArrayNode toConfirmationOptions(JsonNode options) {
        ArrayNode mapped = Nodes.array();
        if (options == null || !options.isArray()) {
            return mapped;
        }
        for (JsonNode option : options) {
            String id = Nodes.text(option, "optionId");
            if (id == null) {
                continue;
            }
            String name = Nodes.text(option, "name");
            boolean approve = approves(option);
            ObjectNode confirmation = mapped.addObject();
            confirmation.put("id", id);
            confirmation.put("label", name == null ? id : name);
            confirmation.put("kind", approve ? "approve" : "deny");
            confirmation.put("group", approve ? 1 : 2);
        }
        return mapped;
    }

    /**
     * ACP's outcome for the person's {@code answer}: the option they chose; else the first option of
     * the kind their answer was ({@code allow_once} before {@code allow_always}, {@code reject_once}
     * before {@code reject_always}); {@code cancelled} when the turn ended first or no option fits.
     */
    static ObjectNode outcome(ToolCallConfirmation answer, JsonNode options, boolean turnOver) {
        if (answer == null || (turnOver && !answer.approved())) {
            return cancelled();
        }
        if (options != null && options.isArray()) {
            if (answer.selectedOptionId() != null) {
                for (JsonNode option : options) {
                    if (answer.selectedOptionId().equals(Nodes.text(option, "optionId"))) {
                        return selected(answer.selectedOptionId());
                    }
                }
            }
            String once = answer.approved() ? "allow_once" : "reject_once";
            String always = answer.approved() ? "allow_always" : "reject_always";
            for (String kind : new String[] {once, always}) {
                for (JsonNode option : options) {
                    if (kind.equals(Nodes.text(option, "kind")) && Nodes.text(option, "optionId") != null) {
                        return selected(Nodes.text(option, "optionId"));
                    }
                }
            }
            for (JsonNode option : options) {
                if (approves(option) == answer.approved() && Nodes.text(option, "optionId") != null) {
                    return selected(Nodes.text(option, "optionId"));
                }
            }
        }
        return cancelled();
    }

    /** {@code {"outcome": {"outcome": "cancelled"}}}. */
    static ObjectNode cancelled() {
        ObjectNode response = Nodes.object();
        response.putObject("outcome").put("outcome", "cancelled");
        return response;
    }

    private static ObjectNode selected(String optionId) {
        ObjectNode response = Nodes.object();
        ObjectNode outcome = response.putObject("outcome");
        outcome.put("outcome", "selected");
        outcome.put("optionId", optionId);
        return response;
    }

    private static boolean approves(JsonNode option) {
        String kind = Nodes.text(option, "kind");
        return kind != null && kind.startsWith("allow");
    }
}

package ahp.server.host;

import ahp.protocol.terminal.TerminalClaim;
import ahp.server.wire.Params;
import ahp.server.wire.RpcError;

/** Reads a {@code TerminalClaim} from a request or an action, naming the field that is wrong. */
final class Claims {

    private Claims() {}

    /**
     * The claim {@code claim} describes.
     *
     * @throws RpcError {@code -32602} naming the wrong field
     */
    static TerminalClaim parse(Params claim) {
        String kind = claim.string("kind");
        return switch (kind) {
            case "client" -> new TerminalClaim.Client(claim.string("clientId"));
            case "session" -> new TerminalClaim.Session(claim.string("session"), claim.optionalString("chat"),
                    claim.optionalString("turnId"), claim.optionalString("toolCallId"));
            default -> throw RpcError.invalidParams(claim.name("kind"),
                    "expected \"client\" or \"session\", not \"" + kind + "\"");
        };
    }
}

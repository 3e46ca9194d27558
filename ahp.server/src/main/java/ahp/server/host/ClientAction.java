package ahp.server.host;

import ahp.protocol.terminal.TerminalAction;
import ahp.server.auth.Grant;
import ahp.server.wire.Params;
import ahp.server.wire.RootAction;
import ahp.server.wire.RpcError;
import java.util.Set;
import tools.jackson.databind.JsonNode;

/**
 * A client's action, checked before anything is done with it: either the typed action and the
 * grant it needs, or the reason it is refused, which goes back as the echo's
 * {@code rejectionReason}.
 */
sealed interface ClientAction {

    /**
     * An action a client may send, well formed.
     *
     * @param action the typed action
     * @param grant what the sender's role must cover
     */
    record Valid(Object action, Grant grant) implements ClientAction {}

    /** @param reason why it is refused */
    record Refused(String reason) implements ClientAction {}

    /** Terminal action types only the host sends. */
    Set<String> HOST_ONLY_TERMINAL = Set.of(TerminalAction.Data.TYPE, TerminalAction.CwdChanged.TYPE,
            TerminalAction.Exited.TYPE, TerminalAction.CommandDetectionAvailable.TYPE,
            TerminalAction.CommandExecuted.TYPE, TerminalAction.CommandFinished.TYPE);

    /** Root action types only the host sends. */
    Set<String> HOST_ONLY_ROOT = Set.of(RootAction.TerminalsChanged.TYPE, "root/agentsChanged",
            "root/activeSessionsChanged");

    /** Largest size a terminal may be given: a pseudoterminal's window size is 16 bits. */
    int MAX_SIZE = 65_535;

    /** Reads an action sent to a terminal channel. */
    static ClientAction forTerminal(JsonNode raw) {
        return read(raw, true);
    }

    /** Reads an action sent to the root channel. */
    static ClientAction forRoot(JsonNode raw) {
        return read(raw, false);
    }

    private static ClientAction read(JsonNode raw, boolean terminal) {
        if (raw == null || !raw.isObject()) {
            return new Refused("Invalid action: expected an object with a type");
        }
        JsonNode typeNode = raw.get("type");
        if (typeNode == null || !typeNode.isString()) {
            return new Refused("Invalid action: type: expected a string");
        }
        String type = typeNode.asString();
        if (HOST_ONLY_TERMINAL.contains(type) || HOST_ONLY_ROOT.contains(type)) {
            return new Refused(type + " is sent by the host only");
        }
        Params fields = Params.of(raw);
        try {
            if (terminal) {
                return switch (type) {
                    case TerminalAction.Input.TYPE -> new Valid(new TerminalAction.Input(fields.string("data")),
                            Grant.TERMINAL_INPUT);
                    case TerminalAction.Resized.TYPE -> new Valid(new TerminalAction.Resized(
                            size(fields, "cols"), size(fields, "rows")), Grant.TERMINAL_RESIZE);
                    case TerminalAction.Claimed.TYPE -> new Valid(new TerminalAction.Claimed(
                            Claims.parse(fields.object("claim"))), Grant.TERMINAL_CLAIM);
                    case TerminalAction.TitleChanged.TYPE -> new Valid(new TerminalAction.TitleChanged(
                            fields.string("title")), Grant.TERMINAL_RENAME);
                    case TerminalAction.Cleared.TYPE -> new Valid(new TerminalAction.Cleared(), Grant.TERMINAL_CLEAR);
                    case RootAction.ConfigChanged.TYPE -> new Refused(type + " belongs on ahp-root://");
                    default -> new Refused("Unknown action type for a terminal: " + type);
                };
            }
            return switch (type) {
                case RootAction.ConfigChanged.TYPE -> new Valid(RootConfig.parse(fields), Grant.CONFIG_CHANGE);
                default -> new Refused(type.startsWith("terminal/")
                        ? type + " belongs on a terminal's channel"
                        : "Unknown action type for ahp-root://: " + type);
            };
        } catch (RpcError wrong) {
            return new Refused(wrong.getMessage().replaceFirst("^Invalid params: ", "Invalid action: "));
        }
    }

    private static int size(Params fields, String field) {
        long value = fields.integer(field, 1);
        if (value > MAX_SIZE) {
            throw RpcError.invalidParams(field, "must be at most " + MAX_SIZE);
        }
        return (int) value;
    }
}

package ahp.server.host;

import ahp.protocol.Action;
import ahp.protocol.root.RootAction;
import ahp.protocol.terminal.TerminalAction;
import ahp.server.auth.Grant;
import java.util.Set;

/**
 * A client's action, checked before anything is done with it: the grant it needs, or the reason it
 * is refused, which goes back as the echo's {@code rejectionReason}. The codec has already refused
 * what is not well formed; what is left is what a client may send where.
 */
sealed interface ClientAction {

    /** @param grant what the sender's role must cover */
    record Allowed(Grant grant) implements ClientAction {}

    /** @param reason why it is refused */
    record Refused(String reason) implements ClientAction {}

    /** Action types only the host sends, whatever their fields. */
    Set<String> HOST_ONLY = Set.of(TerminalAction.Data.TYPE, TerminalAction.CwdChanged.TYPE,
            TerminalAction.Exited.TYPE, TerminalAction.CommandDetectionAvailable.TYPE,
            TerminalAction.CommandExecuted.TYPE, TerminalAction.CommandFinished.TYPE,
            RootAction.AgentsChanged.TYPE, RootAction.ActiveSessionsChanged.TYPE, RootAction.TerminalsChanged.TYPE);

    /** Largest size a terminal may be given: a pseudoterminal's window size is 16 bits. */
    int MAX_SIZE = 65_535;

    /** Checks an action sent to a terminal channel. */
    static ClientAction forTerminal(Action action) {
        return switch (action) {
            case TerminalAction terminal when !terminal.clientDispatchable() ->
                    new Refused(terminal.type() + " is sent by the host only");
            case TerminalAction.Input ignored -> new Allowed(Grant.TERMINAL_INPUT);
            case TerminalAction.Resized resized -> badSize(resized.cols(), resized.rows()) == null
                    ? new Allowed(Grant.TERMINAL_RESIZE) : new Refused(badSize(resized.cols(), resized.rows()));
            case TerminalAction.Claimed ignored -> new Allowed(Grant.TERMINAL_CLAIM);
            case TerminalAction.TitleChanged ignored -> new Allowed(Grant.TERMINAL_RENAME);
            case TerminalAction.Cleared ignored -> new Allowed(Grant.TERMINAL_CLEAR);
            case RootAction root -> new Refused(root.type() + " belongs on ahp-root://");
            default -> new Refused("Unknown action type for a terminal: " + action.type());
        };
    }

    /** Checks an action sent to the root channel. */
    static ClientAction forRoot(Action action) {
        return switch (action) {
            case RootAction.ConfigChanged change -> HostConfig.problem(change) == null
                    ? new Allowed(Grant.CONFIG_CHANGE) : new Refused(HostConfig.problem(change));
            case RootAction root -> new Refused(root.type() + " is sent by the host only");
            case TerminalAction terminal -> new Refused(terminal.type() + " belongs on a terminal's channel");
            default -> new Refused("Unknown action type for ahp-root://: " + action.type());
        };
    }

    /** Why a size is refused, or null when it is one a terminal can take. */
    static String badSize(int cols, int rows) {
        if (cols < 1 || rows < 1) {
            return "Invalid action: cols and rows must be at least 1";
        }
        if (cols > MAX_SIZE || rows > MAX_SIZE) {
            return "Invalid action: cols and rows must be at most " + MAX_SIZE;
        }
        return null;
    }
}

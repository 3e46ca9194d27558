package ahp.agenttools;

/** Asks the host whether the person whose turn runs a call holds the grants a tool needs. */
final class Grants {

    private final ShellHost host;

    Grants(ShellHost host) {
        this.host = host;
    }

    /** The refusal for the first of {@code grants} the call's person does not hold; null when they hold all. */
    ToolResult refusal(ShellCall call, ShellGrant... grants) {
        for (ShellGrant grant : grants) {
            if (!host.allows(call, grant)) {
                return ToolResult.failure(HostTexts.refused(call.userName(), grant), "permission_denied");
            }
        }
        return null;
    }
}

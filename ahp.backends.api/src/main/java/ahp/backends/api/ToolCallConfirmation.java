package ahp.backends.api;

/**
 * A person's answer to a tool call pending confirmation.
 *
 * @param approved whether they approved it
 * @param selectedOptionId the option they chose, where options were offered; else null
 */
public record ToolCallConfirmation(boolean approved, String selectedOptionId) {

    /** A denial, for a turn that ended before anybody answered. */
    public static ToolCallConfirmation denied() {
        return new ToolCallConfirmation(false, null);
    }
}

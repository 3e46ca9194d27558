package ahp.agenttools;

/** One tool of a chat's set: its definition, and what a call of it does. */
interface Tool {

    /** How it is offered to a model. */
    ToolDefinition definition();

    /**
     * Runs one call; a refusal or anything that went wrong is an error result, not a throw.
     *
     * @throws InvalidArguments when the arguments do not fit the schema
     */
    ToolResult call(ShellCall call, Arguments arguments);
}

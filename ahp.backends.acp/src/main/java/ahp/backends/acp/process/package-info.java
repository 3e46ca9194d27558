/**
 * The agent as a child process: {@link ahp.backends.acp.process.AgentProcess} starts it (its command
 * found on {@code PATH} by {@link ahp.backends.acp.process.CommandLookup}), drains its standard error
 * into the daemon's log ({@link ahp.backends.acp.process.StderrDrain}) and ends it with everything it
 * started, in a process group of its own ({@link ahp.backends.acp.process.ProcessGroup}) that
 * {@link ahp.backends.acp.process.AgentReaper} ends should the daemon die;
 * {@link ahp.backends.acp.process.AgentFault} is what a turn reads when the agent fails it.
 */
package ahp.backends.acp.process;

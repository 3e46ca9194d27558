/**
 * A session backed by an ACP agent. {@link ahp.backends.acp.session.AcpAgent} is one configured agent
 * ({@code AgentBackend}); {@link ahp.backends.acp.session.AcpSession} one session's backend, which
 * runs the agent ({@link ahp.backends.acp.session.AgentLink}: the process, its connection and what it
 * may call) and keeps one ACP session per chat ({@link ahp.backends.acp.session.ChatLink}, its id kept
 * by {@link ahp.backends.acp.session.SessionIds}). A turn's {@code session/update}s become chat actions
 * in {@link ahp.backends.acp.session.TurnReporter} (tool calls tracked by
 * {@link ahp.backends.acp.session.ToolCallTrack}, their content mapped by
 * {@link ahp.backends.acp.session.ToolContent}, permission options by
 * {@link ahp.backends.acp.session.PermissionOptions}); a {@code session/load}'s replay becomes past
 * turns in {@link ahp.backends.acp.session.ReplayReporter}, and one that comes after the load's answer
 * is dropped by {@link ahp.backends.acp.session.LateReplay}.
 */
package ahp.backends.acp.session;

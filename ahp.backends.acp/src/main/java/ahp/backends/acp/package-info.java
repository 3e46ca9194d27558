/**
 * The ACP backend's public face: {@link ahp.backends.acp.AcpBackendProvider} (the service the host
 * loads), {@link ahp.backends.acp.AcpAgentConfig} (an entry of the config's {@code agents}), and the
 * transcript replay after a restart, which the port does not have yet:
 * {@link ahp.backends.acp.RestorableSession} and {@link ahp.backends.acp.TranscriptReplay}.
 */
package ahp.backends.acp;

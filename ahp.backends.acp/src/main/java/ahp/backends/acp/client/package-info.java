/**
 * The client side of ACP that the agent calls: {@link ahp.backends.acp.client.FileAccess}
 * ({@code fs/read_text_file} and {@code fs/write_text_file}, inside the session's working directories
 * only) and {@link ahp.backends.acp.client.AgentTerminals} ({@code terminal/*}, on terminals the host
 * opens through {@code BackendTerminals}), with {@link ahp.backends.acp.client.OutputTail} for ACP's
 * {@code outputByteLimit}.
 */
package ahp.backends.acp.client;

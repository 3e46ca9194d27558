/**
 * Agents that speak the Agent Client Protocol (ACP, protocol version 1) back sessions: each entry of
 * the daemon config's {@code agents} list becomes an {@link ahp.backends.api.AgentBackend} whose
 * sessions run the agent as a child process and talk to it over its standard input and output,
 * JSON-RPC 2.0 as newline-delimited JSON. The agent's {@code session/update}s become chat actions,
 * its permission requests confirmations, and its {@code terminal/*} and {@code fs/*} calls terminals
 * the host owns and files inside the session's working directories.
 *
 * <p><b>Why no ACP library.</b> The ACP Java SDK ({@code com.agentclientprotocol:acp-core}) is built
 * on Project Reactor and Jackson 2 ({@code com.fasterxml.jackson.databind}), and its jar declares no
 * module name. This project reads and writes JSON with Jackson 3 ({@code tools.jackson}, through
 * {@code ahp.protocol}): taking the SDK would put a second Jackson and a reactive runtime on the
 * daemon's module path, under a name derived from a file name, to exchange a dozen small messages
 * whose payloads end up as Jackson 3 trees anyway. The protocol this module needs (requests with
 * ids, notifications, responses and errors, one JSON object a line) is written here on the JDK and
 * Jackson 3 ({@code ahp.backends.acp.rpc}); ACP's payloads are read and written as JSON trees, so a
 * field this module does not know passes through or is ignored, never fails a parse.
 *
 * <p>Exports {@link ahp.backends.acp} only: the provider, the config it reads, and the transcript
 * replay the port does not have yet ({@link ahp.backends.acp.RestorableSession}).
 */
module ahp.backends.acp {
    requires transitive ahp.backends.api;

    exports ahp.backends.acp;

    provides ahp.backends.api.BackendProvider with ahp.backends.acp.AcpBackendProvider;
}

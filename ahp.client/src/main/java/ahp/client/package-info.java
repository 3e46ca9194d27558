/**
 * A client of an AHP daemon: JSON-RPC over WebSocket ({@link ahp.client.RpcClient}), signed in with a
 * bearer token and handshaken ({@link ahp.client.HostConnection}: {@code initialize} with version
 * negotiation, subscriptions, typed requests, and {@code reconnect} with its fall-back to
 * {@code initialize}), and the command-line pieces every client reads alike
 * ({@link ahp.client.DaemonArguments}, {@link ahp.client.LocalDaemon}).
 */
package ahp.client;

/**
 * The host core, driven through {@link ahp.server.transport.Connection} alone: each connection's
 * session (handshake, subscriptions, dispatch, grants), the one global sequence with its replay
 * buffer, the root channel (the root list and root config) and the terminals on the store.
 */
package ahp.server.host;

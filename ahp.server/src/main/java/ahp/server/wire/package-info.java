/**
 * AHP on the wire as this host writes and reads it: JSON-RPC messages and errors, params read field
 * by field, version negotiation, and the per-version view of every state and action it sends.
 */
package ahp.server.wire;

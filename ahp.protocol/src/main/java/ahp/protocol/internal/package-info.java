/**
 * Helpers shared by the protocol packages: immutable copies, the structural sharing of the reducers
 * that keep their state as a JSON tree ({@link ahp.protocol.internal.Trees}), the protocol's
 * timestamps, and the Jackson plumbing for the open unions ({@link ahp.protocol.ChannelState}, the
 * action families). Not exported.
 */
package ahp.protocol.internal;

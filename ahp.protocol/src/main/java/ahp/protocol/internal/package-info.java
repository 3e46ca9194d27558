/**
 * Helpers shared by the protocol packages: immutable copies and the Jackson plumbing for the open
 * unions ({@link ahp.protocol.ChannelState}). Not exported.
 */
package ahp.protocol.internal;

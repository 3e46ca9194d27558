/**
 * {@code ahpd serve}: its options and config file, how it picks its terminal store, its logging,
 * and its start and stop.
 */
package ahp.server.daemon;

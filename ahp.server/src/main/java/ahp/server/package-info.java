/** The daemon's entry point, {@code ahpd serve} ({@link ahp.server.Main}). */
package ahp.server;

/** The daemon's entry point and its assembly of the host. */
package ahp.server;

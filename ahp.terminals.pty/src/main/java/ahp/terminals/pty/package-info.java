/**
 * The pseudoterminal process binding: {@link ahp.terminals.pty.PtyBindingProvider} probes pty4j's
 * native library in a child JVM and makes a binding whose processes are each read, written,
 * resized, waited for and ended by one platform thread polling the master.
 */
package ahp.terminals.pty;

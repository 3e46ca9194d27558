/**
 * The pseudoterminal process binding: {@link ahp.terminals.pty.PtyBindingProvider} probes pty4j's
 * native library in a child JVM and makes a binding whose processes are read, written, waited for
 * and ended by one platform thread for the whole JVM ({@code PtyPoller}), waiting in
 * {@code epoll_wait} on every terminal's master and shell.
 */
package ahp.terminals.pty;

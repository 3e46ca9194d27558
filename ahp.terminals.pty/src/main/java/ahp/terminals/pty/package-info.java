/**
 * The pseudoterminal process binding: {@link ahp.terminals.pty.PtyBindingProvider} makes a binding
 * that starts each shell the way {@code Spawner} chooses ({@code posix_spawn} through the JDK, or
 * pty4j after probing its native library in a child JVM), and whose processes are read, written,
 * waited for and ended by one platform thread for the whole JVM ({@code PtyPoller}), waiting in
 * {@code epoll_wait} on every terminal's master and shell.
 */
package ahp.terminals.pty;

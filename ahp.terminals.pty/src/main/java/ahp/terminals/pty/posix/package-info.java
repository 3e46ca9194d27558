/**
 * The few Linux and C library calls the JDK lacks, through the foreign-function API: a
 * pseudoterminal pair and a child started on it with {@code posix_spawn}; reading and writing a file
 * descriptor without blocking, {@code epoll}, {@code eventfd}, {@code pidfd_open}, {@code waitpid}
 * and {@code kill}; and what a wait status and a session mean.
 */
package ahp.terminals.pty.posix;

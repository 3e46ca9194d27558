/**
 * The few Linux system calls the JDK lacks, through the foreign-function API: reading and writing
 * a file descriptor without blocking, {@code epoll}, {@code eventfd}, {@code pidfd_open}, {@code waitpid} and
 * {@code kill}; and what a wait status and a session mean.
 */
package ahp.terminals.pty.posix;

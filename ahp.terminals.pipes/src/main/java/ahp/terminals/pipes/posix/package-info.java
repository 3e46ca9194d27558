/**
 * The few POSIX calls the JDK lacks, through the foreign-function API (Linux, glibc): pipes,
 * {@code posix_spawn} into a session and process group of the child's own, the real wait status,
 * signals to a process group, and reads and writes on raw descriptors. Each call that can fail says
 * how with a {@link ahp.terminals.pipes.posix.PosixException} carrying {@code errno}.
 */
package ahp.terminals.pipes.posix;

/**
 * Pipes on Windows, where the binding's POSIX calls cannot be made: each process is the JDK's own
 * ({@link java.lang.ProcessBuilder}), read, written and waited for by
 * {@link ahp.terminals.api.platform.StreamedProcess}, and ended with everything it started by
 * {@link ahp.terminals.api.platform.WindowsKill}. Nothing here calls native code of this module's own,
 * and no class of {@code ahp.terminals.pipes.posix} is loaded; it runs the same on Linux, which is how
 * the tests show it (docs/windows.md).
 */
package ahp.terminals.pipes.windows;

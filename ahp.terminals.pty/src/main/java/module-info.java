/**
 * Runs terminals' processes under a pseudoterminal, on Linux. A shell is started with glibc's
 * {@code posix_spawn} through the JDK's foreign-function API, without forking the JVM; or, with
 * {@code -Dahp.pty.spawn=pty4j} or a C library older than glibc 2.34, through pty4j, which stays
 * inside this module and forks the JVM. Everything after the start (reads, writes, the shell's exit
 * and its real wait status, ending its session) is this module's own, through the foreign-function
 * API. Exports nothing: it is found as a {@link ahp.terminals.api.spi.ProcessBindingProvider} named
 * {@code "pty"}.
 *
 * <p>The JVM that uses it needs:
 * <ul>
 *   <li>{@code --enable-native-access=com.sun.jna,ahp.terminals.pty} (this module calls libc
 *       through FFM; JNA loads pty4j's library when pty4j starts shells). On the class path:
 *       {@code ALL-UNNAMED}.</li>
 *   <li>For pty4j only: {@code -Dpty4j.preferred.native.folder=<dir>} where
 *       {@code <dir>/linux/x86-64/libpty.so} (or {@code aarch64}, ...) is the library shipped with
 *       the daemon. Without it the provider copies the library once into
 *       {@code ~/.cache/ahp/pty4j/<hash>} and points pty4j there, so pty4j never extracts a new
 *       temporary folder at every start; and {@code -Djna.tmpdir=<dir>}, where JNA unpacks its own
 *       dispatch library (otherwise {@code ~/.cache/JNA/temp}).</li>
 * </ul>
 * With pty4j, the provider's {@code create()} first runs {@code true} under a pseudoterminal in a
 * child JVM of the same runtime with the same flags, and fails with the child's reason unless it
 * survived.
 *
 * <p>On Windows it is ConPTY through pty4j ({@code ahp.terminals.pty.windows}): none of the above is
 * reached, and the JVM needs only {@code --enable-native-access=com.sun.jna} (docs/windows.md).
 */
module ahp.terminals.pty {
    requires ahp.terminals.api;
    requires pty4j;
    requires com.sun.jna;
    // pty4j is an automatic module and cannot require these itself.
    requires org.slf4j;
    requires kotlin.stdlib;

    provides ahp.terminals.api.spi.ProcessBindingProvider with ahp.terminals.pty.PtyBindingProvider;
}

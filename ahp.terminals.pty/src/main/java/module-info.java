/**
 * Runs terminals' processes under a pseudoterminal, through pty4j. pty4j stays inside this module.
 * Needs {@code --enable-native-access=com.sun.jna} and a fixed native folder
 * ({@code -Dpty4j.preferred.native.folder}); the provider first loads the native binding in a
 * child JVM and is used only when that child survived. Exports nothing: it is found as a
 * {@link ahp.terminals.api.spi.ProcessBindingProvider} named {@code "pty"}.
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

package ahp.terminals.pty;

import ahp.terminals.api.spi.ProcessBinding;
import ahp.terminals.api.spi.ProcessBindingProvider;
import java.lang.System.Logger.Level;
import java.util.Locale;

/**
 * Provides the {@code "pty"} binding. Constructing it touches nothing native; {@link #create()}
 * fixes pty4j's native folder, then loads the native binding in a child JVM of this runtime, and
 * only when that child survived loads it here.
 */
public final class PtyBindingProvider implements ProcessBindingProvider {

    private static final System.Logger LOG = System.getLogger(PtyBindingProvider.class.getName());

    /** A provider; it does nothing until {@link #create()}. */
    public PtyBindingProvider() {}

    @Override
    public String name() {
        return "pty";
    }

    @Override
    public boolean isPty() {
        return true;
    }

    /**
     * The binding, once the child JVM survived loading it (probed once per JVM, and not again while
     * the runtime, the system and the jars are the ones a child survived before: {@link ProbeMemo}).
     *
     * @throws UnsupportedOperationException on a system other than Linux
     * @throws IllegalStateException when the child JVM did not survive; the message says why
     * @throws java.io.IOException when the native library cannot be found or put in its folder
     */
    @Override
    public ProcessBinding create() throws Exception {
        String os = System.getProperty("os.name", "");
        if (!os.toLowerCase(Locale.ROOT).startsWith("linux")) {
            throw new UnsupportedOperationException("the pty binding runs on Linux, not " + os);
        }
        java.nio.file.Path natives = NativeFolder.ensure();
        boolean survivedBefore = ProbeMemo.survivedBefore(natives);
        ChildJvmProbe.Outcome outcome = survivedBefore ? new ChildJvmProbe.Outcome(true, "") : ChildJvmProbe.outcome();
        if (!survivedBefore && outcome.survived()) {
            ProbeMemo.remember(natives);
        }
        if (!outcome.survived()) {
            throw new IllegalStateException("pty4j's native binding failed in a child JVM: " + outcome.reason());
        }
        for (Module module : new Module[] {PtyBindingProvider.class.getModule(), com.sun.jna.Pointer.class.getModule()}) {
            if (!module.isNativeAccessEnabled()) {
                LOG.log(Level.WARNING, "native access is not enabled for " + module
                        + "; start the JVM with --enable-native-access=com.sun.jna,ahp.terminals.pty");
            }
        }
        return new PtyBinding(PtyTimings.DEFAULT);
    }
}

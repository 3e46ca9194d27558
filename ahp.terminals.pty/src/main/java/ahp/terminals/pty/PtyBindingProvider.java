package ahp.terminals.pty;

import ahp.terminals.api.platform.Platform;
import ahp.terminals.api.spi.ProcessBinding;
import ahp.terminals.api.spi.ProcessBindingProvider;
import ahp.terminals.pty.windows.ConPty;
import java.lang.System.Logger.Level;
import java.util.ArrayList;
import java.util.List;

/**
 * Provides the {@code "pty"} binding. Constructing it touches nothing native. {@link #create()}
 * picks how shells start ({@link Spawner}, the system property {@value Spawner#PROPERTY}); only for
 * pty4j, the fallback, does it fix pty4j's native folder, then load the native binding in a child
 * JVM of this runtime, and load it here only when that child survived. On Windows it is ConPTY through
 * pty4j ({@link ConPty}), and nothing of the Linux way is reached.
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

    /** The binding for the system this JVM runs on: {@link #create(Platform)} with {@link Platform#current()}. */
    @Override
    public ProcessBinding create() throws Exception {
        return create(Platform.current());
    }

    /**
     * The binding for {@code platform}: on Linux {@link #linux()}, on Windows ConPTY through pty4j
     * ({@link ConPty#binding}), which loads nothing of the Linux binding's.
     *
     * @throws UnsupportedOperationException on a system other than Linux and Windows
     * @throws IllegalStateException when the native binding cannot be loaded; the message says why
     * @throws java.io.IOException when the native library cannot be found or put in its folder
     */
    @Override
    public ProcessBinding create(Platform platform) throws Exception {
        return switch (platform.os()) {
            case LINUX -> linux();
            case WINDOWS -> ConPty.binding(platform);
            case MAC, OTHER -> throw new UnsupportedOperationException(
                    "the pty binding runs on Linux and Windows, not " + platform.os());
        };
    }

    /**
     * The binding on Linux. Where it starts shells through pty4j ({@link Spawner}), only once a child JVM
     * survived loading pty4j's native library (probed once per JVM, and not again while the runtime,
     * the system and the jars are the ones a child survived before: {@link ProbeMemo}); the default
     * way calls nothing but the C library, through the JDK, and needs no probe.
     *
     * @throws IllegalStateException when the child JVM did not survive; the message says why
     * @throws java.io.IOException when the native library cannot be found or put in its folder
     */
    private ProcessBinding linux() throws Exception {
        Spawner spawner = Spawner.selected();
        List<Module> callers = new ArrayList<>(List.of(PtyBindingProvider.class.getModule()));
        if (spawner.usesPty4j()) {
            java.nio.file.Path natives = NativeFolder.ensure();
            boolean survivedBefore = ProbeMemo.survivedBefore(natives);
            ChildJvmProbe.Outcome outcome = survivedBefore ? new ChildJvmProbe.Outcome(true, "") : ChildJvmProbe.outcome();
            if (!survivedBefore && outcome.survived()) {
                ProbeMemo.remember(natives);
            }
            if (!outcome.survived()) {
                throw new IllegalStateException("pty4j's native binding failed in a child JVM: " + outcome.reason());
            }
            callers.add(com.sun.jna.Pointer.class.getModule());
        }
        for (Module module : callers) {
            if (!module.isNativeAccessEnabled()) {
                LOG.log(Level.WARNING, "native access is not enabled for " + module
                        + "; start the JVM with --enable-native-access=com.sun.jna,ahp.terminals.pty");
            }
        }
        LOG.log(Level.DEBUG, "pty binding: shells start through " + spawner.name());
        return new PtyBinding(PtyTimings.DEFAULT, true, spawner);
    }
}

package ahp.terminals.pty.windows;

import ahp.terminals.api.platform.Platform;
import ahp.terminals.api.spi.ProcessBinding;
import java.lang.System.Logger.Level;

/**
 * The pty binding on Windows: ConPTY through pty4j, once its library loaded here. Nothing of the
 * Linux binding's is touched on the way.
 */
public final class ConPty {

    private static final System.Logger LOG = System.getLogger(ConPty.class.getName());

    private ConPty() {}

    /**
     * A binding on ConPTY for {@code platform}, once pty4j's natives are in their folder
     * ({@link WindowsNativeFolder}) and ConPTY's library loaded ({@link ConPtyProbe}).
     *
     * @throws IllegalStateException when ConPTY's library cannot be loaded; the message says why
     * @throws java.io.IOException when the natives cannot be found or put in their folder
     */
    public static ProcessBinding binding(Platform platform) throws java.io.IOException {
        WindowsNativeFolder.ensure(platform, System.getProperty("os.arch", ""));
        Module jna = com.sun.jna.Pointer.class.getModule();
        if (!jna.isNativeAccessEnabled()) {
            LOG.log(Level.WARNING, "native access is not enabled for " + jna
                    + "; start the JVM with --enable-native-access=com.sun.jna");
        }
        ConPtyProbe.check();
        LOG.log(Level.DEBUG, "pty binding: ConPTY through pty4j");
        return new ConPtyBinding(platform);
    }
}

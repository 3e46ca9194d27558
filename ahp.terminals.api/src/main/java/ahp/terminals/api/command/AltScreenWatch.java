package ahp.terminals.api.command;

import ahp.terminals.api.Terminal;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Tells a running command when its program enters the alternate screen. The terminal's wait
 * settles only on an entry, so it may outlive the command: it holds the command only through a
 * reference the command empties at its end ({@link #stop()}).
 */
final class AltScreenWatch {

    private final AtomicReference<Runnable> target;

    private AltScreenWatch(Runnable onEntered) {
        this.target = new AtomicReference<>(onEntered);
    }

    /**
     * Watches {@code terminal}, calling {@code onEntered} once the program is on the alternate
     * screen. Call it off the terminal's thread. A terminal with no screen settles its wait at once
     * and is never there; a program that came and left before the check is not there either.
     */
    static AltScreenWatch start(Terminal terminal, Runnable onEntered) {
        AltScreenWatch watch = new AltScreenWatch(onEntered);
        AtomicReference<Runnable> target = watch.target;
        terminal.whenAltBuffer().thenRun(() -> {
            Runnable told = target.get();
            if (told != null && terminal.isInAltBuffer()) {
                told.run();
            }
        });
        return watch;
    }

    /** Tells nobody any more. */
    void stop() {
        target.set(null);
    }
}

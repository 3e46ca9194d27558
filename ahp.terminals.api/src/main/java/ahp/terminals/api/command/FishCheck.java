package ahp.terminals.api.command;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * A command fish would not run, found before it is typed. fish gives no sign of a line it cannot
 * parse: its line editor keeps the line, shows the error under it and goes on reading (an
 * unfinished line, such as an unclosed quote or an open {@code if}, only gains a line break), so a
 * command typed after it would be added to it; and a fish reading a pipe exits. So the command is
 * first handed to {@code fish --no-execute --no-config} on its standard input, which parses it and
 * runs nothing, and a command it refuses is never typed.
 *
 * <p>A check that cannot be made (fish will not start, or takes longer than {@link #LIMIT}) lets
 * the command be typed as before. So does a fish whose check refuses {@code true}, which is asked
 * once per path: one too old for {@code --no-config} would otherwise refuse every command.
 */
final class FishCheck {

    /** The longest a check is waited for. */
    static final long LIMIT = TimeUnit.SECONDS.toMillis(10);
    /** The most of what fish says about a command that is kept. */
    private static final int MAX_MESSAGE = 4_000;
    /** Whether the check works, per fish path. */
    private static final Map<String, Boolean> USABLE = new ConcurrentHashMap<>();

    private FishCheck() {}

    /**
     * What fish says of {@code commandLine} where it refuses it, or null where it parses (or the
     * check cannot tell); for any other family, null at once. Checked off the caller's thread.
     */
    static CompletableFuture<String> refusal(ShellFamily family, String shellPath, String commandLine) {
        if (family != ShellFamily.FISH || shellPath == null || shellPath.isBlank()) {
            return CompletableFuture.completedFuture(null);
        }
        return CompletableFuture.supplyAsync(() -> {
            boolean usable = USABLE.computeIfAbsent(shellPath, path -> check(path, "true") == null);
            return usable ? check(shellPath, commandLine) : null;
        }, OffThread.EXECUTOR);
    }

    /** What fish at {@code shellPath} printed refusing {@code text}, or null. */
    private static String check(String shellPath, String text) {
        Process fish;
        try {
            fish = new ProcessBuilder(shellPath, "--no-execute", "--no-config")
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .redirectErrorStream(false)
                    .start();
        } catch (IOException | RuntimeException cannot) {
            return null;
        }
        try {
            CompletableFuture<String> said = CompletableFuture.supplyAsync(() -> read(fish.getErrorStream()),
                    OffThread.EXECUTOR);
            try (OutputStream in = fish.getOutputStream()) {
                in.write(text.getBytes(StandardCharsets.UTF_8));
            } catch (IOException closedEarly) {
                // fish stopped reading: its verdict is still read below.
            }
            if (!fish.waitFor(LIMIT, TimeUnit.MILLISECONDS) || fish.exitValue() == 0) {
                return null;
            }
            String message = said.join().strip();
            return message.isEmpty() ? "fish cannot parse it" : message;
        } catch (InterruptedException stopped) {
            Thread.currentThread().interrupt();
            return null;
        } finally {
            fish.destroyForcibly();
        }
    }

    /** The first {@link #MAX_MESSAGE} characters of what {@code stream} holds; the rest is read and dropped. */
    private static String read(InputStream stream) {
        try (stream) {
            byte[] all = stream.readAllBytes();
            String text = new String(all, StandardCharsets.UTF_8);
            return text.length() <= MAX_MESSAGE ? text : text.substring(0, MAX_MESSAGE);
        } catch (IOException unreadable) {
            return "";
        }
    }
}

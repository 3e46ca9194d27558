package ahp.shellintegration.marks;

import ahp.protocol.terminal.TerminalAction;
import ahp.terminals.api.spi.MarkTracker;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Reads one terminal's marks out of its output and turns them into terminal actions; see
 * {@link MarkTracker}. What it reads:
 *
 * <ul>
 *   <li>OSC 633 (VS Code's, written by this host's scripts): {@code A} prompt start, {@code B} prompt
 *       end, {@code E;<line>;<nonce>} the command line, {@code C} the command started,
 *       {@code D[;<code>]} it finished, {@code P;Cwd=<path>} the directory. Other 633 marks are taken
 *       out and not read.
 *   <li>OSC 133 (FinalTerm's): {@code A}, {@code B}, {@code C}, {@code D[;<code>]}, the same
 *       meanings; extra parameters are ignored. Once the shell has written any OSC 633 mark its OSC
 *       133 marks are still taken out but no longer read, so a command marked both ways counts once.
 *   <li>OSC 7 {@code file://host/path}: the directory.
 * </ul>
 *
 * <p>The first OSC 633 or 133 mark says {@code terminal/commandDetectionAvailable}, once; an OSC 7
 * alone does not, since it marks no command. At {@code C} the command line is the one the last
 * {@code E} gave when its nonce is this terminal's own, and otherwise the line typed since the
 * prompt: since the first {@code A} or {@code B} after the last {@code C} or {@code D}, so a prompt
 * the shell only redraws forgets nothing. {@code D} finishes the command {@code C} started, with the code it carries and the time
 * since {@code C}; a {@code D} with no command started (an empty Enter, ^C at the prompt) says
 * nothing. A {@code C} while a command is still open finishes that one first, with no code. The
 * directory is sent when it changes. A command the shell never finished (it exited, or was killed)
 * is left open: {@link #end} only hands over what was held.
 *
 * <p>Not thread-safe: one thread at a time, as the store calls it.
 */
public final class ShellMarkTracker implements MarkTracker {

    private final byte[] nonce;
    private final Ticks ticks;
    private final MarkScanner scanner = new MarkScanner();
    private final TypedLine typed = new TypedLine();
    private final MarkScanner.Sink sink = new MarkScanner.Sink() {
        @Override
        public void data(String text, int from, int to) {
            out.accept(new TerminalAction.Data(from == 0 && to == text.length() ? text : text.substring(from, to)));
        }

        @Override
        public void mark(MarkFamily family, String text, int from, int to) {
            onMark(family, text.substring(from, to));
        }
    };

    private Consumer<TerminalAction> out;
    /** Whether the next A or B starts a new prompt, rather than redrawing the one there is. */
    private boolean promptDue = true;
    private boolean announced;
    private boolean speaksVscode;
    private String signedLine;
    private String openCommand;
    private long openedAtNanos;
    private long commandCount;
    private String cwd;
    /** The last {@code P;Cwd=} mark seen, and the directory URI it gave. */
    private String lastCwdMark;
    private Optional<String> lastCwdUri = Optional.empty();

    /**
     * A tracker for a terminal whose scripts sign command lines with {@code nonce}; a null or blank
     * nonce trusts no command line, so every line is read back from what was typed.
     */
    public ShellMarkTracker(String nonce) {
        this(nonce, Ticks.SYSTEM);
    }

    ShellMarkTracker(String nonce, Ticks ticks) {
        this.nonce = nonce == null || nonce.isBlank() ? null : nonce.getBytes(StandardCharsets.UTF_8);
        this.ticks = Objects.requireNonNull(ticks, "ticks");
    }

    @Override
    public void input(String data) {
        typed.type(data);
    }

    @Override
    public void output(String chunk, Consumer<TerminalAction> out) {
        this.out = Objects.requireNonNull(out, "out");
        try {
            scanner.scan(chunk, sink);
        } finally {
            this.out = null;
        }
    }

    @Override
    public void end(Consumer<TerminalAction> out) {
        this.out = Objects.requireNonNull(out, "out");
        try {
            scanner.flush(sink);
        } finally {
            this.out = null;
        }
    }

    private void onMark(MarkFamily family, String payload) {
        switch (family) {
            case CWD_URI -> CwdUris.fromOsc7(payload).ifPresent(this::cwd);
            case VSCODE -> {
                speaksVscode = true;
                announce();
                vscode(payload);
            }
            case FINAL_TERM -> {
                announce();
                if (!speaksVscode) {
                    finalTerm(payload);
                }
            }
        }
    }

    private void vscode(String payload) {
        String command = field(payload, 0);
        switch (command) {
            case "A", "B" -> promptStarted();
            case "C" -> commandStarted();
            case "D" -> finished(exitCode(field(payload, 1)));
            case "E" -> commandLine(payload);
            case "P" -> property(payload.substring(Math.min(payload.length(), 2)));
            default -> { } // continuation prompts, marks, environment reports: not read
        }
    }

    private void finalTerm(String payload) {
        switch (field(payload, 0)) {
            case "A", "B" -> promptStarted();
            case "C" -> commandStarted();
            case "D" -> finished(exitCode(field(payload, 1)));
            default -> { } // L, N, P, I and the like
        }
    }

    private void announce() {
        if (!announced) {
            announced = true;
            out.accept(new TerminalAction.CommandDetectionAvailable());
        }
    }

    /**
     * A or B. What was typed is forgotten at a new prompt, the first after a command started or
     * finished; a shell that redraws its prompt (fish, while a long line wraps) keeps what was typed.
     */
    private void promptStarted() {
        if (promptDue) {
            typed.reset();
            promptDue = false;
        }
        signedLine = null;
    }

    /** D: the command finished, or nothing ran; either way the next prompt is a new one. */
    private void finished(Integer exitCode) {
        commandFinished(exitCode);
        promptDue = true;
    }

    private void commandLine(String payload) {
        // E;<escaped line>;<nonce>. The line is escaped, so its last ';' starts the nonce.
        if (payload.length() < 2 || nonce == null) {
            return;
        }
        String rest = payload.substring(2);
        int semicolon = rest.lastIndexOf(';');
        if (semicolon < 0) {
            return;
        }
        byte[] given = rest.substring(semicolon + 1).getBytes(StandardCharsets.UTF_8);
        if (MessageDigest.isEqual(nonce, given)) {
            signedLine = MarkEscapes.unescape(rest.substring(0, semicolon));
        }
    }

    private void commandStarted() {
        if (openCommand != null) {
            commandFinished(null);
        }
        String line = signedLine != null ? signedLine : typed.line();
        signedLine = null;
        typed.reset();
        promptDue = true;
        openCommand = "cmd-" + ++commandCount;
        openedAtNanos = ticks.nanos();
        out.accept(new TerminalAction.CommandExecuted(openCommand, line, ticks.epochMillis()));
    }

    private void commandFinished(Integer exitCode) {
        if (openCommand == null) {
            return; // nothing ran: an empty Enter, ^C at the prompt
        }
        long durationMs = Math.max(0, (ticks.nanos() - openedAtNanos) / 1_000_000);
        String id = openCommand;
        openCommand = null;
        out.accept(new TerminalAction.CommandFinished(id, exitCode, durationMs));
    }

    private void property(String keyValue) {
        if (keyValue.startsWith("Cwd=")) {
            // Every prompt says its directory again: the same mark is not decoded into a URI twice.
            if (!keyValue.equals(lastCwdMark)) {
                lastCwdMark = keyValue;
                lastCwdUri = CwdUris.fromPath(MarkEscapes.unescape(keyValue.substring(4)));
            }
            lastCwdUri.ifPresent(this::cwd);
        }
    }

    private void cwd(String uri) {
        if (!uri.equals(cwd)) {
            cwd = uri;
            out.accept(new TerminalAction.CwdChanged(uri));
        }
    }

    /** The {@code index}th {@code ;}-separated field of {@code payload}, or "" past the last. */
    private static String field(String payload, int index) {
        int start = 0;
        for (int i = 0; i < index; i++) {
            int semicolon = payload.indexOf(';', start);
            if (semicolon < 0) {
                return "";
            }
            start = semicolon + 1;
        }
        int end = payload.indexOf(';', start);
        return payload.substring(start, end < 0 ? payload.length() : end);
    }

    private static Integer exitCode(String field) {
        String s = field.strip();
        if (s.isEmpty()) {
            return null;
        }
        try {
            return Integer.valueOf(s);
        } catch (NumberFormatException notAnInt) {
            try {
                return (int) Long.parseLong(s); // Windows reports codes as unsigned 32-bit numbers
            } catch (NumberFormatException notANumber) {
                return null;
            }
        }
    }
}

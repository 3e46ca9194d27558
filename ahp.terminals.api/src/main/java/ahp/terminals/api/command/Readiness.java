package ahp.terminals.api.command;

import ahp.protocol.terminal.TerminalAction;
import ahp.protocol.terminal.TerminalContentPart;
import ahp.protocol.terminal.TerminalState;
import java.time.Duration;
import java.util.List;

/**
 * Whether a shell opened to sit at its prompt is there, so a command typed now is read by its
 * line editor after its startup files (and the shell integration among them) have run.
 *
 * <ul>
 *   <li>On pipes at once: a shell there prints no prompt, and reads its input when it is ready.
 *   <li>Under a pseudoterminal, the first of:
 *       <ol>
 *         <li>the shell has marked a command boundary and its line editor has asked for bracketed
 *             paste ({@code ESC[?2004h}), in either order: readline, zle, fish and PSReadLine ask
 *             as they start reading a line, after the startup files (and the integration among
 *             them) ran; the integration's first marks come with the first prompt (bash and zsh
 *             mark just before the line editor asks, fish just after); where no integration
 *             watches the terminal ({@link ahp.terminals.api.Terminal#readsMarks()}: a shell in a
 *             machine), its line editor has asked and shows a prompt on the line it reads;
 *         <li>the shell printed something and then nothing for {@link #QUIET}: dash and the like,
 *             which mark nothing and ask for nothing, a shell whose integration did not load, and
 *             a line editor with bracketed paste turned off;
 *         <li>{@link #DEADLINE} after the start: a shell that prints nothing at all.
 *       </ol>
 * </ul>
 *
 * Whether to read the end from marks or from a sentinel is decided when the command is typed, from
 * whether the shell has marked anything by then ({@link #marked()}). It also keeps the line the
 * shell is on, the prompt, for a sentinel line to be read without it ({@link #prompt()}).
 *
 * <p>Not thread-safe: the caller holds its lock.
 */
final class Readiness {

    /** How long a shell that printed is left quiet before it counts as at its prompt. */
    static final Duration QUIET = Duration.ofMillis(300);
    /** How long a shell that says nothing is waited for, as the host waits before listing one. */
    static final Duration DEADLINE = Duration.ofSeconds(10);

    private static final String BRACKETED_PASTE_ON = "\u001b[?2004h";
    /** How much of the last chunk is kept to find {@link #BRACKETED_PASTE_ON} split between two. */
    private static final int TAIL = BRACKETED_PASTE_ON.length() - 1;
    /** How much of the content at subscription is read for the line the shell is on. */
    static final int PROMPT_TAIL = 512;

    private final boolean pty;
    private final boolean marksRead;
    private final CleanLines line = new CleanLines();
    private String tail = "";
    private boolean marked;
    private boolean editorAsked;
    private boolean printed;
    private long lastOutputNanos;
    private boolean ready;

    /** Readiness of a shell on a pseudoterminal or not, whose marks are read or not. */
    Readiness(boolean pty, boolean marksRead) {
        this.pty = pty;
        this.marksRead = marksRead;
    }

    /** Readiness of a shell on a pseudoterminal or not, whose marks are read there. */
    Readiness(boolean pty) {
        this(pty, pty);
    }

    /**
     * The state the subscription started from, and whether the line editor already reads (bracketed
     * paste is on); true when the shell is at its prompt now. Actions seen before this call (the
     * subscription races the terminal's thread) are newer, and are kept.
     */
    boolean subscribed(TerminalState state, boolean editorReading, long nowNanos) {
        marked |= Boolean.TRUE.equals(state.supportsCommandDetection());
        editorAsked |= editorReading;
        String text = lastText(state.content());
        if (!text.isEmpty() && !printed) {
            printed = true;
            lastOutputNanos = nowNanos;
            line.feed(text, ignored -> { });
        }
        return settle(!pty || atMarkedPrompt());
    }

    /** An action of the terminal's; true when it puts the shell at its prompt. */
    boolean onAction(TerminalAction action, long nowNanos) {
        switch (action) {
            case TerminalAction.CommandDetectionAvailable ignored -> {
                marked = true;
                return settle(atMarkedPrompt());
            }
            case TerminalAction.Data data -> {
                printed = true;
                lastOutputNanos = nowNanos;
                String chunk = data.data();
                line.feed(chunk, ignored -> { });
                String joined = tail + chunk;
                tail = joined.substring(Math.max(0, joined.length() - TAIL));
                editorAsked |= joined.contains(BRACKETED_PASTE_ON);
                return settle(atMarkedPrompt());
            }
            default -> { }
        }
        return false;
    }

    /**
     * How long until the shell has been quiet for {@link #QUIET}: zero when it has (and it is then
     * ready), or -1 while it has printed nothing.
     */
    long quietIn(long nowNanos) {
        if (!printed) {
            return -1;
        }
        long left = QUIET.toNanos() - (nowNanos - lastOutputNanos);
        if (left <= 0) {
            settle(true);
            return 0;
        }
        return left;
    }

    /** The deadline passed: ready whatever the shell did. */
    void deadlinePassed() {
        settle(true);
    }

    /** Whether the shell is at its prompt. */
    boolean ready() {
        return ready;
    }

    /** Whether the shell has marked a command boundary, so the marks say where a command ends. */
    boolean marked() {
        return marked;
    }

    /** The line the shell is on, escape sequences removed: its prompt, once it is ready. */
    String prompt() {
        return line.partial();
    }

    private boolean atMarkedPrompt() {
        return editorAsked && (marked || !marksRead && !line.partial().isBlank());
    }

    private boolean settle(boolean now) {
        ready |= now;
        return ready;
    }

    /** The end of the content: the last characters of its last parts. */
    private static String lastText(List<TerminalContentPart> content) {
        StringBuilder text = new StringBuilder();
        for (int i = content.size() - 1; i >= 0 && text.length() < PROMPT_TAIL; i--) {
            text.insert(0, content.get(i).text());
        }
        return text.length() > PROMPT_TAIL ? text.substring(text.length() - PROMPT_TAIL) : text.toString();
    }
}

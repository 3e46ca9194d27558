package ahp.terminals.api;

import ahp.protocol.terminal.TerminalClaim;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * What to open.
 *
 * @param directory where the shell starts; null for the host's own directory
 * @param shell the shell's path; null for the daemon's own ({@code $SHELL}, then {@code /bin/sh})
 * @param command a command to run and exit with ({@code shell -c}); null for a shell to sit in
 * @param args with a command: the program's arguments, each quoted for the shell; null to hand the
 *     command over as a line of shell syntax
 * @param environment the caller's variables, laid over the host's
 * @param cols columns (80 when not positive)
 * @param rows rows (24 when not positive)
 * @param title the title; null for the shell's basename
 * @param claim who holds it
 * @param preventShellHistory keep what the shell runs out of the person's history
 * @param nonInteractive nobody is watching: no pagers, no prompts
 */
public record TerminalSpec(
        Path directory,
        String shell,
        String command,
        List<String> args,
        Map<String, String> environment,
        int cols,
        int rows,
        String title,
        TerminalClaim claim,
        boolean preventShellHistory,
        boolean nonInteractive) {

    /** The default size, as VS Code's. */
    public static final int DEFAULT_COLS = 80;

    /** The default size, as VS Code's. */
    public static final int DEFAULT_ROWS = 24;

    /** Copies the collections and fills the defaults. */
    public TerminalSpec {
        args = args == null ? null : List.copyOf(args);
        environment = environment == null ? Map.of() : Map.copyOf(environment);
        cols = cols > 0 ? cols : DEFAULT_COLS;
        rows = rows > 0 ? rows : DEFAULT_ROWS;
        claim = claim == null ? new TerminalClaim.Client("") : claim;
    }

    /** A builder starting from a shell to sit in, in the host's directory, held by nobody named. */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds a {@link TerminalSpec} one field at a time. */
    public static final class Builder {
        private Path directory;
        private String shell;
        private String command;
        private List<String> args;
        private Map<String, String> environment = Map.of();
        private int cols;
        private int rows;
        private String title;
        private TerminalClaim claim;
        private boolean preventShellHistory;
        private boolean nonInteractive;

        private Builder() {}

        /** @see TerminalSpec#directory() */
        public Builder directory(Path value) {
            directory = value;
            return this;
        }

        /** @see TerminalSpec#shell() */
        public Builder shell(String value) {
            shell = value;
            return this;
        }

        /** A line of shell syntax to run and exit with. */
        public Builder commandLine(String line) {
            command = line;
            args = null;
            return this;
        }

        /** A program and its arguments to run and exit with, each word quoted for the shell. */
        public Builder program(String program, List<String> arguments) {
            command = program;
            args = arguments;
            return this;
        }

        /** @see TerminalSpec#environment() */
        public Builder environment(Map<String, String> value) {
            environment = value;
            return this;
        }

        /** @see TerminalSpec#cols() */
        public Builder size(int columns, int lines) {
            cols = columns;
            rows = lines;
            return this;
        }

        /** @see TerminalSpec#title() */
        public Builder title(String value) {
            title = value;
            return this;
        }

        /** @see TerminalSpec#claim() */
        public Builder claim(TerminalClaim value) {
            claim = value;
            return this;
        }

        /** @see TerminalSpec#preventShellHistory() */
        public Builder preventShellHistory(boolean value) {
            preventShellHistory = value;
            return this;
        }

        /** @see TerminalSpec#nonInteractive() */
        public Builder nonInteractive(boolean value) {
            nonInteractive = value;
            return this;
        }

        /** The spec. */
        public TerminalSpec build() {
            return new TerminalSpec(directory, shell, command, args, environment, cols, rows, title, claim,
                    preventShellHistory, nonInteractive);
        }
    }
}

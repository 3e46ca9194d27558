package ahp.terminals.api.platform;

import java.util.List;
import java.util.regex.Pattern;

/**
 * What {@code cmd.exe} is given after its file on its command line, as words written exactly (joined
 * by single spaces they are that part of the line; none is quoted again). {@code cmd.exe} does not
 * split its line as other programs do, and never takes {@code -c}: it runs the text after {@code /c}.
 *
 * <p>Both forms end in {@code /s /c "<command>"}. With {@code /s}, cmd takes away exactly the first
 * quote after {@code /c} and the last quote of the line, and runs what is between as it is. Without
 * it, cmd keeps or takes the quotes by a guess (it keeps them only when there are exactly two, no
 * special character between them, a space, and a program of that name), so the same line would run
 * differently by what is in it. {@code /d} skips the {@code AutoRun} commands of the registry, which
 * would otherwise run first, so the command runs alone as {@code sh -c} runs it. This is how Node.js
 * runs a command line through cmd.exe ({@code /d /s /c "<line>"}).
 */
public final class CmdLine {

    /** A word cmd.exe reads as text anywhere: letters, digits and {@code _ + : . / \ -}. */
    private static final Pattern PLAIN = Pattern.compile("[A-Za-z0-9_+:./\\\\-]+");

    /** What writes one {@code %} in a line cmd expands: an empty slice of {@code %cd%} follows the sign. */
    static final String PERCENT = "%%cd:~,%";

    private CmdLine() {}

    /**
     * The words that run {@code line}, cmd.exe's own syntax, as it is written: {@code /d /s /c "<line>"}.
     * Its {@code %variables%}, {@code &}, pipes and redirections mean what they mean to cmd.exe.
     */
    public static List<String> forLine(String line) {
        return List.of("/d", "/s", "/c", "\"" + line + "\"");
    }

    /**
     * The words that run {@code program} with exactly {@code args} as its arguments:
     * {@code /d /e:on /v:off /s /c "<command>"}, the command from {@link #command}. {@code /v:off}
     * turns off delayed expansion (the registry can turn it on), so a {@code !} is text;
     * {@code /e:on} turns on the extensions (the registry can turn them off), which the escape of
     * {@code %} needs.
     *
     * @throws IllegalArgumentException for a line break in any of them (cmd.exe ends its command there,
     *     and nothing escapes one on its command line) or a quote in the program's path
     */
    public static List<String> forProgram(String program, List<String> args) {
        return List.of("/d", "/e:on", "/v:off", "/s", "/c", "\"" + command(program, args) + "\"");
    }

    /**
     * {@code program} and {@code args} as one cmd.exe command whose program gets exactly {@code args}.
     *
     * <p>First the command line the program reads: its path, in quotes unless it is {@linkplain #PLAIN
     * plain}, then each argument in quotes unless it is plain, written as {@link WindowsArguments}
     * writes it (so the program's {@code CommandLineToArgvW} reads it back). Quoting more words than
     * the C runtime needs puts cmd.exe's special characters in them between quotes, where cmd leaves
     * them alone.
     *
     * <p>Then that line is made text for cmd.exe, which reads it before the program does. cmd tracks
     * quotes its own way: every {@code "} opens or closes a quoted stretch, {@code \"} included (it
     * knows no backslash escape). Outside a quoted stretch, each of {@code ^ & | < > ( )} gets a caret
     * before it, which cmd takes away, leaving the character as text; inside one they are text
     * already (a caret there would stay). A {@code %} is read by cmd before it looks at quotes or
     * carets, so neither stops {@code %OS%} expanding ({@code ^%OS%} is {@code ^Windows_NT}, then
     * {@code Windows_NT}), and {@code %%} is a sign only in a batch file. So each {@code %} is
     * written {@code %%cd:~,%}: cmd keeps the first sign (no variable has an empty name) and expands
     * {@code %cd:~,%}, an empty slice of the current directory, to nothing, so no {@code %name%} can
     * form around the sign. Rust's standard library writes {@code %} this way for cmd.exe. A
     * {@code !} is text under {@code /v:off}.
     *
     * @throws IllegalArgumentException as {@link #forProgram}
     */
    public static String command(String program, List<String> args) {
        requireOneLine(program);
        if (program.indexOf('"') >= 0) {
            throw new IllegalArgumentException("a Windows program's path cannot hold a quote: " + program);
        }
        StringBuilder argv = new StringBuilder();
        argv.append(PLAIN.matcher(program).matches() ? program : "\"" + program + "\"");
        for (String arg : args) {
            requireOneLine(arg);
            argv.append(' ');
            WindowsArguments.append(argv, arg, !PLAIN.matcher(arg).matches());
        }
        return textForCmd(argv);
    }

    /** {@code line} written so that cmd.exe, reading it, hands on exactly {@code line}. */
    private static String textForCmd(CharSequence line) {
        StringBuilder out = new StringBuilder(line.length() + 16);
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            switch (c) {
                case '"' -> {
                    quoted = !quoted;
                    out.append(c);
                }
                case '%' -> out.append(PERCENT);
                case '^', '&', '|', '<', '>', '(', ')' -> {
                    if (!quoted) {
                        out.append('^');
                    }
                    out.append(c);
                }
                default -> out.append(c);
            }
        }
        return out.toString();
    }

    private static void requireOneLine(String word) {
        if (word.indexOf('\n') >= 0 || word.indexOf('\r') >= 0) {
            throw new IllegalArgumentException("cmd.exe cannot be given a word with a line break in it");
        }
    }
}

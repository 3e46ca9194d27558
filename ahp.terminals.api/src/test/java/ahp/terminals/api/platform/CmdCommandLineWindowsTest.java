package ahp.terminals.api.platform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@code cmd.exe}'s command line: a line as it is written, and a program with arguments that reach it
 * exactly. No Windows machine is here, so what a program reads back is shown through {@link ArgvRules}
 * (the C runtime's splitting, from Microsoft's description) and what cmd does to a line through
 * {@link CmdRules} (our reading of cmd's parser); each expected string is also reasoned in a comment.
 */
class CmdCommandLineWindowsTest {

    /** Variables a real cmd.exe has, named as the arguments below name them, so a wrong escape shows. */
    private static final Map<String, String> VARIABLES = Map.of("OS", "Windows_NT", "PATH", "C:\\Windows",
            "USERPROFILE", "C:\\Users\\ann", "x", "EXPANDED", "cd", "C:\\work");

    /** Arguments with each character cmd.exe or the C runtime reads specially. */
    private static final List<String> NASTY = List.of("a b", "", "say \"hi\"", "\"", "\"\"", "^", "a^b", "^^",
            "a&b", "a & b", "&&", "%OS%", "50%", "%", "%%", "%PATH%;x", "100%&%OS%", "%x", "x%", "!x!", "wow!",
            "C:\\dir\\", "C:\\dir with space\\", "a\\\\\"b", "\\", "\\\\server\\share\\", "(x)", "a|b", "<in",
            ">out", "2>&1", "a,b;c=d", "é ü", "tab\there", "a\"&\"b", "\"&\"", "x\"^\"y", "\\\"", "^\"^", "%^%",
            "--flag=\"x y\"");

    @Test
    void aLineGoesAfterTheFileAsItIsWritten() {
        String line = "echo \"a b\" & dir %USERPROFILE% ^& !x! | findstr x > out.txt";
        // /d: no AutoRun; /s: cmd takes away exactly the first and the last quote, whatever is between.
        assertEquals(List.of("/d", "/s", "/c", "\"" + line + "\""), CmdLine.forLine(line));
        // So cmd runs the line as written: its %variables%, & and | mean what they mean to cmd.
        CmdRules.Read read = CmdRules.read(CmdLine.forLine("echo \"a b\" & x"), VARIABLES);
        assertEquals("echo \"a b\" & x", read.command());
        assertEquals("dir \"C:\\Users\\ann\"", CmdRules.read(CmdLine.forLine("dir \"%USERPROFILE%\""), VARIABLES)
                .command());
        assertEquals("/d /s /c \"\"C:\\Program Files\\x.exe\" \"a b\"\"", String.join(" ",
                CmdLine.forLine("\"C:\\Program Files\\x.exe\" \"a b\"")), "quotes at both ends stay the line's own");
    }

    @Test
    void aProgramsWordsAreQuotedForItAndMadeTextForCmd() {
        // Plain words stay as they are; the whole goes between the quotes /s takes away.
        assertEquals(List.of("/d", "/e:on", "/v:off", "/s", "/c", "\"git commit -m \"a & b\"\""),
                CmdLine.forProgram("git", List.of("commit", "-m", "a & b")));
        // A path with a space is quoted; 50% is quoted (% is not plain) and its sign written %%cd:~,%,
        // which cmd reads as % (no variable has an empty name) then an empty slice of %cd%.
        assertEquals("\"C:\\Program Files\\x.exe\" \"50%%cd:~,%\" \"say \\\"hi\\\"\"",
                CmdLine.command("C:\\Program Files\\x.exe", List.of("50%", "say \"hi\"")));
        // x"^"y is "x\"^\"y" for the program. cmd sees the quotes as "x\" then ^\ outside, then "y":
        // the caret outside gets a caret of its own, and cmd leaves one.
        assertEquals("tool \"x\\\"^^\\\"y\"", CmdLine.command("tool", List.of("x\"^\"y")));
        // a"&"b is "a\"&\"b": the & stands outside cmd's quotes, so it is escaped.
        assertEquals("tool \"a\\\"^&\\\"b\"", CmdLine.command("tool", List.of("a\"&\"b")));
        // An empty word is "", a trailing backslash is doubled before the closing quote.
        assertEquals("tool \"\" \"C:\\dir with space\\\\\" C:\\dir\\", CmdLine.command("tool",
                List.of("", "C:\\dir with space\\", "C:\\dir\\")));
        // ! is text under /v:off, and inside quotes as well as out.
        assertEquals("tool \"!x!\"", CmdLine.command("tool", List.of("!x!")));
    }

    @Test
    void eachNastyArgumentReachesTheProgramThroughCmd() {
        for (String program : List.of("tool", "C:\\Program Files\\tool\\tool.exe", "C:\\R&D (old)\\x.exe",
                "C:\\100%\\x.exe", "D:\\a^b\\x.exe")) {
            for (String arg : NASTY) {
                assertThroughCmd(program, List.of(arg));
            }
            assertThroughCmd(program, NASTY);
        }
    }

    @Test
    void randomArgumentsReachTheProgramThroughCmd() {
        Random random = new Random(43);
        String alphabet = "ab \t\"\\^&|<>()%!,;=";
        for (int round = 0; round < 5_000; round++) {
            List<String> args = new ArrayList<>();
            for (int count = random.nextInt(4); count > 0; count--) {
                StringBuilder arg = new StringBuilder();
                for (int length = random.nextInt(9); length > 0; length--) {
                    arg.append(alphabet.charAt(random.nextInt(alphabet.length())));
                }
                args.add(arg.toString());
            }
            assertThroughCmd("tool", args);
            assertRoundTrip(args);
        }
    }

    @Test
    void argumentsRoundTripTheCRuntimesSplitting() {
        assertRoundTrip(NASTY);
        // Backslashes are doubled only before a quote; g\ holds no space or quote, so it needs no quotes.
        assertEquals("a \"b c\" \"\" \"d\\\"e\" \"f\\\\\\\"\" g\\ h\\i", WindowsArguments.join(
                List.of("a", "b c", "", "d\"e", "f\\\"", "g\\", "h\\i")));
        assertEquals("\"C:\\Program Files\\x.exe\"", WindowsArguments.program("C:\\Program Files\\x.exe"));
        assertEquals("C:\\x.exe", WindowsArguments.program("C:\\x.exe"));
    }

    @Test
    void aLineBreakOrAQuotedProgramIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> CmdLine.forProgram("tool", List.of("a\nb")));
        assertThrows(IllegalArgumentException.class, () -> CmdLine.forProgram("tool", List.of("a\rb")));
        assertThrows(IllegalArgumentException.class, () -> CmdLine.forProgram("to\"ol", List.of()));
        assertThrows(IllegalArgumentException.class, () -> WindowsArguments.program("a\"b"));
    }

    /** The program, run through cmd.exe with {@code args}, reads exactly them, in one simple command. */
    private static void assertThroughCmd(String program, List<String> args) {
        CmdRules.Read read = CmdRules.read(CmdLine.forProgram(program, args), VARIABLES);
        assertTrue(read.simple(), () -> "cmd would see its own syntax in " + read.command());
        List<String> expected = new ArrayList<>(List.of(program));
        expected.addAll(args);
        assertEquals(expected, ArgvRules.split(read.command(), true), () -> "through " + read.command());
        assertEquals(expected, ArgvRules.split(read.command(), false), () -> "through " + read.command());
    }

    /** {@code args} written by {@link WindowsArguments} read back the same, by both readings of {@code ""}. */
    private static void assertRoundTrip(List<String> args) {
        List<String> expected = new ArrayList<>(List.of("prog"));
        expected.addAll(args);
        String line = "prog " + WindowsArguments.join(args);
        assertEquals(expected, ArgvRules.split(line, true), line);
        assertEquals(expected, ArgvRules.split(line, false), line);
    }
}

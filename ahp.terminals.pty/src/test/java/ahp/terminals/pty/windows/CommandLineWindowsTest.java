package ahp.terminals.pty.windows;

import static org.junit.jupiter.api.Assertions.assertEquals;

import ahp.terminals.api.spi.ProcessLaunch;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The command line the ConPTY binding hands Windows: each argument comes back whole to a program that
 * splits its line as the C runtime does, which this test does by the documented rules
 * ({@code CommandLineToArgvW}); a line for {@code cmd.exe} is written after the file as it is.
 */
class CommandLineWindowsTest {

    @Test
    void aProgramWithASpaceIsQuotedAndPlainArgumentsAreNot() {
        assertEquals("\"C:\\Program Files\\PowerShell\\7\\pwsh.exe\" -NoLogo -NoExit",
                line(List.of("C:\\Program Files\\PowerShell\\7\\pwsh.exe", "-NoLogo", "-NoExit")));
        assertEquals("C:\\Windows\\System32\\cmd.exe", line(List.of("C:\\Windows\\System32\\cmd.exe")));
    }

    @Test
    void spacesQuotesAndBackslashesBeforeAQuoteAreWrittenAsTheCRuntimeReadsThem() {
        assertEquals("a.exe \"\" \"x y\" \"say \\\"hi\\\"\" C:\\dir\\ \"C:\\my dir\\\\\" \"a\\\\\\\"b\"",
                line(List.of("a.exe", "", "x y", "say \"hi\"", "C:\\dir\\", "C:\\my dir\\", "a\\\"b")));
    }

    @Test
    void everyArgumentComesBackWholeFromTheCommandLine() {
        Random random = new Random(43);
        String alphabet = "ab \t\"\\\\^&%!'|<>\n";
        for (int round = 0; round < 2000; round++) {
            List<String> argv = new ArrayList<>(List.of("C:\\Program Files\\x.exe"));
            for (int argument = random.nextInt(4); argument >= 0; argument--) {
                StringBuilder text = new StringBuilder();
                for (int length = random.nextInt(8); length > 0; length--) {
                    text.append(alphabet.charAt(random.nextInt(alphabet.length())));
                }
                argv.add(text.toString());
            }
            String line = line(argv);
            assertEquals(argv, split(line), line);
        }
    }

    @Test
    void cmdGetsItsLineAfterTheFileAsItIsWritten() {
        assertEquals("C:\\Windows\\System32\\cmd.exe /d /s /c \"echo \"a b\" ^& set x=%PATH%!\"",
                withLine("C:\\Windows\\System32\\cmd.exe", "/d /s /c \"echo \"a b\" ^& set x=%PATH%!\""));
        assertEquals("\"C:\\Program Files\\cmd.exe\" /c dir", withLine("C:\\Program Files\\cmd.exe", "/c dir"));
    }

    /** The command line of {@code argv} with no argument line of the store's. */
    private static String line(List<String> argv) {
        return ConPtyBinding.commandLine(argv.getFirst(),
                new ProcessLaunch(argv, java.nio.file.Path.of("/"), java.util.Map.of(), 80, 24));
    }

    /** The command line of {@code file} with {@code arguments} written by the store (cmd.exe's). */
    private static String withLine(String file, String arguments) {
        return ConPtyBinding.commandLine(file,
                new ProcessLaunch(List.of(file), java.nio.file.Path.of("/"), java.util.Map.of(), 80, 24, arguments));
    }

    /**
     * The line split as {@code CommandLineToArgvW} does: the program up to the first space, or in
     * quotes; then 2n backslashes and a quote are n backslashes and a quote that opens or closes,
     * 2n+1 and a quote are n and a quote as text, backslashes before anything else are themselves,
     * and in quotes a doubled quote is one quote as text.
     */
    static List<String> split(String line) {
        List<String> argv = new ArrayList<>();
        int at = 0;
        if (line.startsWith("\"")) {
            int close = line.indexOf('"', 1);
            argv.add(line.substring(1, close));
            at = close + 1;
        } else {
            int space = line.indexOf(' ');
            argv.add(space < 0 ? line : line.substring(0, space));
            at = space < 0 ? line.length() : space;
        }
        while (true) {
            while (at < line.length() && (line.charAt(at) == ' ' || line.charAt(at) == '\t')) {
                at++;
            }
            if (at >= line.length()) {
                return argv;
            }
            StringBuilder argument = new StringBuilder();
            boolean quoted = false;
            while (at < line.length() && (quoted || line.charAt(at) != ' ' && line.charAt(at) != '\t')) {
                char c = line.charAt(at);
                if (c == '\\') {
                    int backslashes = 0;
                    while (at < line.length() && line.charAt(at) == '\\') {
                        backslashes++;
                        at++;
                    }
                    if (at < line.length() && line.charAt(at) == '"') {
                        argument.repeat('\\', backslashes / 2);
                        if (backslashes % 2 == 1) {
                            argument.append('"');
                            at++;
                        }
                    } else {
                        argument.repeat('\\', backslashes);
                    }
                    continue;
                }
                if (c == '"') {
                    if (quoted && at + 1 < line.length() && line.charAt(at + 1) == '"') {
                        argument.append('"');
                        at += 2;
                        continue;
                    }
                    quoted = !quoted;
                    at++;
                    continue;
                }
                argument.append(c);
                at++;
            }
            argv.add(argument.toString());
        }
    }
}

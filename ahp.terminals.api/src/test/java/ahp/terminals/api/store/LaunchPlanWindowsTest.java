package ahp.terminals.api.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import ahp.terminals.api.TerminalSpec;
import ahp.terminals.api.platform.ArgvRules;
import ahp.terminals.api.platform.CmdRules;
import ahp.terminals.api.platform.Platform;
import ahp.terminals.api.platform.WindowsArguments;
import ahp.terminals.api.spi.Injection;
import ahp.terminals.api.spi.ProcessLaunch;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The store's plan on a Windows host: the shell a spec that names none opens, cmd.exe's line after its
 * file, PowerShell's {@code -Command}, and the command line each launch carries. (Its directory is a
 * {@code Path} of this Linux machine, so it is not looked at here: {@code PathsWindowsTest} shows the
 * URIs of Windows paths.)
 */
class LaunchPlanWindowsTest {

    private static final Path HOST_DIR = Path.of("/srv/host");
    private static final String CMD = "C:\\Windows\\System32\\cmd.exe";
    private static final String PWSH = "C:\\Program Files\\PowerShell\\7\\pwsh.exe";

    private static Platform windows(Set<String> files) {
        return new Platform(Platform.Os.WINDOWS, Map.of("Path", "C:\\Windows\\System32", "SystemRoot", "C:\\Windows",
                "ProgramFiles", "C:\\Program Files", "ComSpec", CMD, "SHELL", "/usr/bin/bash"), files::contains);
    }

    private static LaunchPlan plan(TerminalSpec spec, Set<String> files) {
        return LaunchPlan.of(spec, windows(files), HOST_DIR, true);
    }

    @Test
    void aSpecThatNamesNoShellOpensTheFirstOfTheChain() {
        LaunchPlan plan = plan(TerminalSpec.builder().build(), Set.of(PWSH, CMD));
        assertEquals(PWSH, plan.shell());
        assertEquals(List.of(PWSH), plan.argv());
        assertEquals("", plan.argumentLine());
        assertEquals("pwsh.exe", plan.title());
        assertEquals(CMD, plan(TerminalSpec.builder().build(), Set.of(CMD)).shell());
    }

    @Test
    void cmdGetsItsLineAfterTheFileAsItIsWrittenNotAfterDashC() {
        String line = "cd /d \"%USERPROFILE%\" && dir ^& echo !x! | findstr a";
        LaunchPlan plan = plan(TerminalSpec.builder().shell("cmd.exe").commandLine(line).build(), Set.of());
        assertEquals(List.of("cmd.exe", "/d", "/s", "/c", "\"" + line + "\""), plan.argv());
        assertEquals("/d /s /c \"" + line + "\"", plan.argumentLine());
        ProcessLaunch launch = plan.launch();
        assertEquals(plan.argumentLine(), launch.argumentLine());
        assertEquals("cmd.exe /d /s /c \"" + line + "\"",
                WindowsArguments.program(launch.argv().getFirst()) + " " + launch.argumentLine());
    }

    @Test
    void cmdRunsAProgramWithExactlyItsArguments() {
        List<String> args = List.of("a b", "say \"hi\"", "50%", "%OS%", "a&b", "^", "!x!", "C:\\dir\\", "");
        LaunchPlan plan = plan(TerminalSpec.builder().shell(CMD).program("C:\\Program Files\\x.exe", args).build(),
                Set.of());
        List<String> words = plan.argv().subList(1, plan.argv().size());
        assertEquals(List.of("/d", "/e:on", "/v:off", "/s", "/c"), words.subList(0, 5));
        assertEquals(String.join(" ", words), plan.argumentLine());
        CmdRules.Read read = CmdRules.read(words, Map.of("OS", "Windows_NT", "x", "X"));
        assertEquals(true, read.simple());
        List<String> expected = new java.util.ArrayList<>(List.of("C:\\Program Files\\x.exe"));
        expected.addAll(args);
        assertEquals(expected, ArgvRules.split(read.command(), true));
        assertThrows(IllegalArgumentException.class, () -> plan(TerminalSpec.builder().shell(CMD)
                .program("x", List.of("two\nlines")).build(), Set.of()));
    }

    @Test
    void powerShellGetsMinusCommandAndItsOwnQuoting() {
        LaunchPlan line = plan(TerminalSpec.builder().shell(PWSH).commandLine("Get-ChildItem \"C:\\a b\"").build(),
                Set.of());
        assertEquals(List.of(PWSH, "-Command", "Get-ChildItem \"C:\\a b\""), line.argv());
        assertEquals("-Command \"Get-ChildItem \\\"C:\\a b\\\"\"", line.argumentLine());
        LaunchPlan program = plan(TerminalSpec.builder().shell("powershell.exe").program("my tool", List.of("it's"))
                .build(), Set.of());
        assertEquals(List.of("powershell.exe", "-Command", "& 'my tool' 'it''s'"), program.argv());
        assertEquals(List.of("prog", "-Command", "& 'my tool' 'it''s'"),
                ArgvRules.split("prog " + program.argumentLine(), false));
    }

    @Test
    void anyOtherShellGetsDashCQuotedForTheCRuntime() {
        String bash = "C:\\Program Files\\Git\\bin\\bash.exe";
        LaunchPlan plan = plan(TerminalSpec.builder().shell(bash).commandLine("echo \"$HOME\" 'a b'").build(),
                Set.of());
        assertEquals(List.of(bash, "-c", "echo \"$HOME\" 'a b'"), plan.argv());
        assertEquals("-c \"echo \\\"$HOME\\\" 'a b'\"", plan.argumentLine());
        assertEquals("bash.exe", plan.title());
    }

    @Test
    void anInjectedArgvIsWrittenAgainForTheCommandLine() {
        LaunchPlan plan = plan(TerminalSpec.builder().shell(PWSH).build(), Set.of());
        LaunchPlan injected = plan.with(new Injection(List.of(PWSH, "-NoExit", "-EncodedCommand", "AbC="), Map.of()));
        assertEquals("-NoExit -EncodedCommand AbC=", injected.argumentLine());
    }

    @Test
    void theCallersPathReplacesTheHostsInAnyCase() {
        LaunchPlan plan = plan(TerminalSpec.builder().environment(Map.of("PATH", "C:\\tools")).build(), Set.of(CMD));
        assertEquals("C:\\tools", plan.environment().get("Path"));
        assertEquals(1, plan.environment().keySet().stream().filter("path"::equalsIgnoreCase).count());
    }

    @Test
    void aPosixPlanCarriesNoCommandLine() {
        LaunchPlan plan = LaunchPlan.of(TerminalSpec.builder().shell("/bin/sh").commandLine("echo hi").build(),
                new Platform(Platform.Os.LINUX, Map.of(), path -> false), HOST_DIR, false);
        assertNull(plan.argumentLine());
        assertNull(plan.launch().argumentLine());
        assertEquals(List.of("/bin/sh", "-c", "echo hi"), plan.argv());
        assertEquals("cmd", LaunchPlan.of(TerminalSpec.builder().shell("cmd").commandLine("x").build(),
                new Platform(Platform.Os.LINUX, Map.of(), path -> false), HOST_DIR, false).title());
        assertEquals(List.of("cmd", "-c", "x"), LaunchPlan.of(TerminalSpec.builder().shell("cmd").commandLine("x")
                .build(), new Platform(Platform.Os.LINUX, Map.of(), path -> false), HOST_DIR, false).argv());
    }
}

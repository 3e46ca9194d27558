package ahp.terminals.api.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

/** The sentinel line: typed per shell family, and read only with a numeric code. */
class SentinelTest {

    static final String ID = "0123456789abcdef0123456789abcdef";
    private final Sentinel sentinel = new Sentinel(ID);

    @Test
    void typedAsAnEchoOfTheLastStatus() {
        assertEquals("echo \"<<<COPILOT_SENTINEL_" + ID + "_EXIT_$?>>>\"", sentinel.command(ShellFamily.POSIX));
        assertEquals("echo \"<<<COPILOT_SENTINEL_" + ID + "_EXIT_$status>>>\"", sentinel.command(ShellFamily.FISH));
        assertEquals("Write-Output \"<<<COPILOT_SENTINEL_" + ID
                + "_EXIT_$(if ($?) { 0 } elseif ($LASTEXITCODE) { $LASTEXITCODE } else { 1 })>>>\"",
                sentinel.command(ShellFamily.POWERSHELL));
    }

    @Test
    void aLineWithANumericCodeEndsTheCommand() {
        assertEquals(new Sentinel.Found(0, 0), sentinel.find("<<<COPILOT_SENTINEL_" + ID + "_EXIT_0>>>"));
        assertEquals(new Sentinel.Found(4, 127), sentinel.find("abc <<<COPILOT_SENTINEL_" + ID + "_EXIT_127>>> "));
        assertEquals(new Sentinel.Found(0, -1), sentinel.find("<<<COPILOT_SENTINEL_" + ID + "_EXIT_-1>>>"));
        assertEquals(new Sentinel.Found(0, -1073741819),
                sentinel.find("<<<COPILOT_SENTINEL_" + ID + "_EXIT_3221225477>>>"), "unsigned 32-bit, as Windows says it");
    }

    @Test
    void theTypedEchoAndCodesThatAreNotNumbersAreOutput() {
        for (ShellFamily family : ShellFamily.values()) {
            assertNull(sentinel.find("$ " + sentinel.command(family)), family + "'s echo of the typed line");
        }
        for (String code : new String[] {"", "abc", "1x", "-", "--1", "1 ", "12345678901234"}) {
            assertNull(sentinel.find("<<<COPILOT_SENTINEL_" + ID + "_EXIT_" + code + ">>>"), "code [" + code + "]");
        }
        assertNull(sentinel.find("<<<COPILOT_SENTINEL_" + ID + "_EXIT_0"), "no end");
        assertNull(sentinel.find("<<<COPILOT_SENTINEL_ffff_EXIT_0>>>"), "another id");
    }

    @Test
    void theFirstNumericOneOnALineCounts() {
        String fake = "<<<COPILOT_SENTINEL_" + ID + "_EXIT_x>>>";
        assertEquals(new Sentinel.Found(fake.length(), 5),
                sentinel.find(fake + "<<<COPILOT_SENTINEL_" + ID + "_EXIT_5>>>"));
    }

    @Test
    void theFamilyComesFromTheShellsBasename() {
        assertEquals(ShellFamily.POSIX, ShellFamily.of("/bin/bash"));
        assertEquals(ShellFamily.POSIX, ShellFamily.of("/usr/bin/zsh"));
        assertEquals(ShellFamily.POSIX, ShellFamily.of(null));
        assertEquals(ShellFamily.FISH, ShellFamily.of("/usr/bin/fish"));
        assertEquals(ShellFamily.POWERSHELL, ShellFamily.of("/opt/microsoft/powershell/7/pwsh"));
        assertEquals(ShellFamily.POWERSHELL, ShellFamily.of("C:\\Windows\\System32\\WindowsPowerShell\\v1.0\\PowerShell.exe"));
    }
}

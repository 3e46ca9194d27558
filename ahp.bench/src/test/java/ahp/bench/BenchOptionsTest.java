package ahp.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.bench.scenario.Scenario;
import ahp.bench.scenario.Sizes;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class BenchOptionsTest {

    @Test
    void defaultsAreTheIssuesMeasurement() {
        BenchOptions options = BenchOptions.parse("--repo", "/repo");
        assertEquals(5, options.runs());
        assertEquals(Sizes.ISSUE, options.sizes());
        assertFalse(options.rawOnly());
        assertEquals(Path.of("/repo/ahpd"), options.launcher());
        assertEquals(List.of("throughput", "echo", "roundtrip", "completeness", "bang", "acp", "mcp", "longturn", "footprint",
                "scale", "restart", "machine"),
                options.chosenScenarios().stream().map(Scenario::name).toList());
        assertEquals("bench/run --runs 5", options.reproduce());
    }

    @Test
    void scenariosRunInTheirOwnOrderWhateverTheOrderGiven() {
        BenchOptions options = BenchOptions.parse("--runs", "7", "--scenarios", "scale,echo", "--raw-only");
        assertEquals(List.of("echo", "scale"), options.chosenScenarios().stream().map(Scenario::name).toList());
        assertEquals("bench/run --runs 7 --scenarios scale,echo --raw-only", options.reproduce());
    }

    @Test
    void theCommandTurnAndRestartScenariosAreNamedAndQuickIsATenthOfTheirSizes() {
        BenchOptions options = BenchOptions.parse("--quick", "--runs", "3", "--scenarios", "restart,bang");
        assertEquals(List.of("bang", "restart"), options.chosenScenarios().stream().map(Scenario::name).toList());
        assertEquals(Sizes.QUICK, options.sizes());
        assertEquals(Sizes.ISSUE.bangTurns() / 10, Sizes.QUICK.bangTurns());
        assertEquals(Sizes.ISSUE.keptTerminals() / 10, Sizes.QUICK.keptTerminals());
        assertEquals("bench/run --runs 3 --scenarios restart,bang --quick", options.reproduce());
        assertTrue(BenchOptions.USAGE.contains("bang") && BenchOptions.USAGE.contains("restart")
                && BenchOptions.USAGE.contains("machine"));
    }

    @Test
    void theAcpScenarioIsNamedAndQuickIsATenthOfItsSize() {
        BenchOptions options = BenchOptions.parse("--quick", "--scenarios", "acp,bang");
        assertEquals(List.of("bang", "acp"), options.chosenScenarios().stream().map(Scenario::name).toList());
        assertEquals(Sizes.ISSUE.acpTerminals() / 10, Sizes.QUICK.acpTerminals());
        assertEquals("bench/run --runs 5 --scenarios acp,bang --quick", options.reproduce());
        assertTrue(BenchOptions.USAGE.contains("acp"));
    }

    @Test
    void daemonVariablesGoToTheLauncherAndIntoTheReproducingCommand() {
        BenchOptions options = BenchOptions.parse("--daemon-env", "JAVA_OPTS=-Xmx64m -XX:+UseSerialGC", "--runs", "1");
        assertEquals(java.util.Map.of("JAVA_OPTS", "-Xmx64m -XX:+UseSerialGC"), options.daemonEnvironment());
        assertEquals("bench/run --runs 1 --daemon-env 'JAVA_OPTS=-Xmx64m -XX:+UseSerialGC'", options.reproduce());
    }

    @Test
    void badArgumentsAreRefusedWithTheReason() {
        assertTrue(assertThrows(IllegalArgumentException.class, () -> BenchOptions.parse("--runs", "0"))
                .getMessage().contains("from 1 to 100"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> BenchOptions.parse("--scenarios", "speed"))
                .getMessage().contains("no scenario 'speed'"));
        assertThrows(IllegalArgumentException.class, () -> BenchOptions.parse("--runs"));
        assertThrows(IllegalArgumentException.class, () -> BenchOptions.parse("--fast"));
        assertThrows(IllegalArgumentException.class, () -> BenchOptions.parse("--daemon-env", "=x"));
    }
}

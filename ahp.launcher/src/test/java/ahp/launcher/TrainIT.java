package ahp.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.server.testing.Launched;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code ./ahp train}, the workload {@code bin/aot-train} records the daemon's start-up cache on, run
 * against a real {@code ./ahpd serve} on pipes and under pseudoterminals: it types into {@code cat}
 * and {@code bash}, streams, and leaves no terminal open and nothing in the home folder.
 */
class TrainIT {

    @TempDir
    Path home;

    @ParameterizedTest
    @ValueSource(strings = {"pipes", "pty"})
    void typesStreamsAndLeavesNothingBehind(String terminals) throws Exception {
        Path state = home.resolve("state");
        try (Launched daemon = Launched.daemon(home, state, terminals)) {
            List<String> client = List.of("--url", daemon.awaitAddress(), "--state-dir", state.toString());
            try (Launched train = Launched.start(concat(List.of("./ahp", "train", "--keys", "300"), client),
                    Map.of("HOME", home.toString()))) {
                assertEquals(0, train.awaitExit(), train.output());
                assertTrue(train.output().contains("ahp train: 300 keys typed into cat and into bash"), train.output());
            }
            try (Launched list = Launched.start(concat(List.of("./ahp", "list"), client), Map.of("HOME", home.toString()))) {
                assertEquals(0, list.awaitExit(), list.output());
                assertEquals("no terminals open", list.output().strip());
            }
            try (Stream<Path> left = Files.list(home)) {
                assertEquals(List.of("state"), left.map(p -> p.getFileName().toString())
                        .filter(name -> !name.equals(".cache")).toList(), "no history or rc file was written");
            }
            assertFalse(Files.exists(home.resolve(".bash_history")));
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"--keys", "--keys 0", "--keys x", "--typed 3"})
    void refusesWhatItDoesNotTake(String arguments) throws Exception {
        List<String> command = concat(List.of("./ahp", "train"), List.of(arguments.split(" ")));
        try (Launched train = Launched.start(concat(command, List.of("--token", "t")), Map.of("HOME", home.toString()))) {
            assertEquals(2, train.awaitExit(), train.output());
            assertTrue(train.output().contains("train takes only --keys N"), train.output());
        }
    }

    private static List<String> concat(List<String> first, List<String> second) {
        return Stream.concat(first.stream(), second.stream()).toList();
    }
}

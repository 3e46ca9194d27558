package ahp.protocol.conformance;

import ahp.protocol.Json;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Runs every fixture of the AHP test cases, each as its own test named after its file: the reducer
 * fixtures in their 0.8.0 shape and again in the 0.9.0 shape, and the round-trip fixtures. Extra
 * fixtures in the same formats are picked up from {@code -Dahp.fixtures=<dir>} (any depth; the format
 * of each file is told by its fields).
 */
class FixturesTest {

    @TestFactory
    Stream<DynamicNode> reducerFixtures() {
        return fixtures("reducers", "reducer").map(f -> {
            ReducerFixture fixture = new ReducerFixture(f.name(), f.json());
            return DynamicContainer.dynamicContainer(f.name(), f.source(), Stream.of(
                    DynamicTest.dynamicTest(f.name() + " [0.8.0 shape]", f.source(), fixture::runAs080),
                    DynamicTest.dynamicTest(f.name() + " [0.9.0 shape]", f.source(), fixture::runAs090)));
        });
    }

    @TestFactory
    Stream<DynamicNode> roundTripFixtures() {
        return fixtures("round-trips", "acceptableOutputs").map(f -> DynamicTest.dynamicTest(
                f.name(), f.source(), new RoundTripFixture(f.name(), f.json())::run));
    }

    /** The fixtures of {@code folder} and the extra ones carrying {@code marker}. */
    private static Stream<Fixture> fixtures(String folder, String marker) {
        List<Fixture> all = new ArrayList<>();
        for (Path file : SpecResources.jsonFiles(SpecResources.root().resolve("test-cases").resolve(folder))) {
            all.add(Fixture.read(file, file.getFileName().toString()));
        }
        Path extra = SpecResources.extraFixtures().isEmpty() ? null : Path.of(System.getProperty(SpecResources.EXTRA_FIXTURES));
        for (Path file : SpecResources.extraFixtures()) {
            Fixture fixture = Fixture.read(file, "extra: " + extra.relativize(file));
            if (fixture.json().has(marker)) {
                all.add(fixture);
            }
        }
        return all.stream();
    }

    private record Fixture(String name, ObjectNode json, java.net.URI source) {
        static Fixture read(Path file, String name) {
            JsonNode json = Json.MAPPER.readTree(SpecResources.read(file));
            if (!(json instanceof ObjectNode object)) {
                throw new IllegalArgumentException(file + " is not a JSON object");
            }
            return new Fixture(name, object, file.toUri());
        }
    }
}

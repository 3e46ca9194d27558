package ahp.protocol.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.protocol.Json;
import ahp.protocol.version.ActionIntroducedIn;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** Every real action type the upstream reducer fixtures use has its introducing version in {@link ActionIntroducedIn}. */
class RegistryCoversFixturesTest {

    @Test
    void everyActionTypeOfTheFixturesIsInTheRegistry() {
        Set<String> missing = new TreeSet<>();
        Set<String> invented = new TreeSet<>();
        for (Path file : SpecResources.jsonFiles(SpecResources.root().resolve("test-cases").resolve("reducers"))) {
            for (JsonNode action : Json.MAPPER.readTree(SpecResources.read(file)).path("actions")) {
                String type = action.path("type").asString("");
                if (type.contains("nonExistent") || type.contains("unknown")) {
                    invented.add(type); // the fixtures that show an unknown type changes nothing
                } else if (ActionIntroducedIn.of(type).isEmpty()) {
                    missing.add(type);
                }
            }
        }
        assertEquals(Set.of(), missing);
        assertTrue(invented.size() >= 5, "the unknown-type fixtures were recognised: " + invented);
    }
}

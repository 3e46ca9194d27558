package ahp.backends.acp.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import ahp.protocol.Json;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.node.ArrayNode;

/**
 * An ACP agent's {@code session/new} answer as AHP session config: what is left out, what a config
 * option of the category {@code mode} or {@code model} supersedes, and how each property is set.
 */
class ConfigCatalogTest {

    @Test
    void optionsOfTheModeAndModelCategoriesSupersedeModesAndModels() {
        ConfigCatalog catalog = ConfigCatalog.of(Json.MAPPER.readTree("""
                {"sessionId": "s",
                 "modes": {"currentModeId": "ask", "availableModes": [{"id": "ask", "name": "Ask"}]},
                 "models": {"currentModelId": "m1", "availableModels": [{"modelId": "m1", "name": "One"}]},
                 "configOptions": [
                   {"id": "agent-mode", "name": "Mode", "category": "mode", "type": "select", "currentValue": "ask",
                    "options": [{"value": "ask", "name": "Ask"}, {"value": "yolo", "name": "YOLO"}]},
                   {"id": "model", "name": "Model", "type": "select", "currentValue": "m1", "options": [{"value": "m1", "name": "One"}]},
                   {"id": "slider", "name": "Temperature", "type": "number", "currentValue": 0.5},
                   {"id": "empty", "name": "Nothing", "type": "select", "currentValue": "x", "options": []}]}
                """));
        assertEquals(List.of("agent-mode", "model"), List.copyOf(catalog.properties().propertyNames()),
                "modes give way to a mode option, models to an option named model; other types and empty lists are left out");
        assertEquals(new ConfigSetter(ConfigSetter.Kind.SELECT, "agent-mode"), catalog.setter("agent-mode"));
        assertEquals(new ConfigSetter(ConfigSetter.Kind.SELECT, "model"), catalog.setter("model"));
        assertNull(catalog.setter("slider"));
    }

    @Test
    void modesAndModelsStandWhereTheOptionsHaveNothingOfTheirsAndFollowWhatIsSet() {
        ConfigCatalog catalog = ConfigCatalog.of(Json.MAPPER.readTree("""
                {"modes": {"currentModeId": "ask", "availableModes": [{"id": "ask", "name": "Ask"}, {"id": "code", "name": "Code"}]},
                 "models": {"currentModelId": "m1", "availableModels": [{"modelId": "m1", "name": "One"}, {"modelId": "m2"}]},
                 "configOptions": [{"id": "web", "name": "Web", "type": "boolean", "currentValue": false}]}
                """));
        assertEquals(List.of("mode", "model", "web"), List.copyOf(catalog.properties().propertyNames()));
        assertEquals("m2", catalog.properties().path("model").path("enumLabels").get(1).asString(), "no name: the id");
        ConfigCatalog moved = catalog.withCurrent("model", Json.MAPPER.getNodeFactory().stringNode("m2"))
                .withMode("code")
                .withCurrent("web", Json.MAPPER.getNodeFactory().booleanNode(true));
        assertEquals(Json.MAPPER.readTree("""
                {"mode": "code", "model": "m2", "web": true}
                """), moved.current());
        assertEquals(moved, ConfigCatalog.of(moved.said()), "kept and read back whole");
        ArrayNode options = (ArrayNode) Json.MAPPER.readTree("""
                [{"id": "web", "name": "Web", "type": "boolean", "currentValue": false}]""");
        assertEquals(false, moved.withOptions(options).current().path("web").asBoolean(true));
        assertEquals(Json.MAPPER.readTree("""
                {"sessionId": "s", "configId": "web", "type": "boolean", "value": true}
                """), catalog.setter("web").params("s", Json.MAPPER.getNodeFactory().booleanNode(true)));
        assertEquals("session/set_model", catalog.setter("model").method());
    }

    @Test
    void anAnswerWithNothingToSetIsNone() {
        assertEquals(ConfigCatalog.NONE, ConfigCatalog.of(Json.MAPPER.readTree("{\"sessionId\": \"s\"}")));
        assertEquals(0, ConfigCatalog.NONE.properties().size());
    }
}

package ahp.bench.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

class ScriptedAcpAgentTest {

    @TempDir
    Path repository;

    @Test
    void missingNodeModulesAreSaidWithHowToGetThem() throws IOException {
        assertTrue(assertThrows(IOException.class, () -> ScriptedAcpAgent.find(repository)).getMessage()
                .contains("no scripted ACP agent"));
        Path agent = repository.resolve(ScriptedAcpAgent.IN_REPOSITORY);
        Files.createDirectories(agent.getParent());
        Files.writeString(agent, "// agent");
        String why = assertThrows(IOException.class, () -> ScriptedAcpAgent.find(repository)).getMessage();
        assertTrue(why.contains("node_modules are missing") && why.contains("npm ci") && why.contains(agent.getParent().toString()),
                why);
        Files.createDirectories(agent.getParent().resolve(ScriptedAcpAgent.SDK));
        assertEquals(agent, ScriptedAcpAgent.find(repository).agent());
    }

    @Test
    void theConfigNamesTheAgentAndItsScriptByAbsolutePaths() throws IOException {
        Path agent = repository.resolve(ScriptedAcpAgent.IN_REPOSITORY);
        Path config = new ScriptedAcpAgent(agent).write(repository.resolve("run-1/acp"),
                ScriptedAcpAgent.script("true", "/bin/bash", 20, 200));
        JsonNode entry = JsonMapper.shared().readTree(config.toFile()).path("agents").get(0);
        assertEquals("scripted", entry.path("id").asString());
        assertEquals("node", entry.path("command").asString());
        assertEquals(agent.toString(), entry.path("args").get(0).asString());
        Path script = Path.of(entry.path("env").path("ACP_SCRIPT").asString());
        assertTrue(script.isAbsolute(), script.toString());
        JsonNode steps = JsonMapper.shared().readTree(script.toFile()).path("turns").path("*");
        assertEquals("""
                {"timeTerminals":{"command":"true","warmup":20,"count":200}}""", steps.get(0).toString());
        assertEquals("""
                {"timeSpawns":{"command":"/bin/bash","args":["-c","true"],"warmup":20,"count":200}}""", steps.get(1).toString());
    }
}

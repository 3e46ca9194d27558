package ahp.machines.docker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.machines.api.Machine;
import ahp.machines.api.MachineContext;
import ahp.machines.api.MachineException;
import ahp.machines.api.MachineProvider;
import ahp.machines.api.MachineSettings;
import ahp.machines.docker.engine.EngineAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A Docker machine's settings, checked at open, where the engine is never asked anything. */
class DockerSettingsTest {

    @TempDir
    Path tmp;

    private static MachineSettings settings(Map<String, String> values) {
        return new MachineSettings("box", "docker", values);
    }

    @Test
    void theProviderIsFoundAsKindDocker() {
        getClass().getModule().addUses(MachineProvider.class);
        MachineProvider found = ServiceLoader.load(MachineProvider.class).stream().map(ServiceLoader.Provider::get)
                .filter(provider -> provider.kind().equals("docker")).findFirst().orElseThrow();
        assertEquals(DockerMachineProvider.class, found.getClass());
    }

    @Test
    void theDefaults() throws Exception {
        DockerSettings checked = DockerSettings.of(settings(Map.of("image", "img:1")), Map.of());
        assertEquals("img:1", checked.image());
        assertEquals(EngineAddress.LOCAL, checked.address().text());
        assertEquals("/bin/bash", checked.shell());
        assertNull(checked.network());
        Path self = Path.of("/proc/self");
        assertEquals(Files.getAttribute(self, "unix:uid") + ":" + Files.getAttribute(self, "unix:gid"), checked.user());
    }

    @Test
    void theEngineIsTheSettingsElseDockerHost() throws Exception {
        assertEquals("tcp://10.0.0.1:2375", DockerSettings.of(settings(Map.of("image", "i")),
                Map.of("DOCKER_HOST", "tcp://10.0.0.1:2375")).address().text());
        assertEquals("unix:///run/other.sock", DockerSettings.of(settings(Map.of("image", "i", "host",
                "unix:///run/other.sock")), Map.of("DOCKER_HOST", "tcp://10.0.0.1:2375")).address().text());
    }

    @Test
    void wrongSettingsAreSaidInWords() {
        assertTrue(refusal(Map.of("shell", "/bin/sh")).contains("needs \"image\""));
        assertTrue(refusal(Map.of("image", "i", "host", "npipe:////./pipe/docker_engine"))
                .contains("only unix://, tcp:// and ssh:// addresses are supported"));
        assertTrue(refusal(Map.of("image", "i", "host", "https://engine:2376")).contains("TLS is not supported"));
        assertTrue(refusal(Map.of("image", "i", "shell", "bash")).contains("absolute path"));
        assertTrue(refusal(Map.of("image", "i", "user", "me; rm -rf /")).contains("uid[:gid]"));
    }

    @Test
    void tlsIsRefusedWhenDockerTlsVerifyIsSet() {
        MachineException refused = assertThrows(MachineException.class, () -> DockerSettings.of(
                settings(Map.of("image", "i", "host", "tcp://engine:2376")), Map.of("DOCKER_TLS_VERIFY", "1")));
        assertTrue(refused.getMessage().contains("DOCKER_TLS_VERIFY is set, and TLS is not supported"),
                refused.getMessage());
    }

    @Test
    void openingAsksTheEngineNothing() throws Exception {
        Path nowhere = tmp.resolve("no.sock");
        try (Machine machine = new DockerMachineProvider().open(settings(Map.of("image", "img:1", "host",
                "unix://" + nowhere, "shell", "/bin/zsh")), new MachineContext(null, "d", tmp))) {
            assertEquals("box", machine.id());
            assertEquals("docker", machine.kind());
            assertEquals("/bin/zsh", machine.shell());
            assertEquals("Docker image img:1 at unix://" + nowhere, machine.description());
        }
    }

    private static String refusal(Map<String, String> values) {
        return assertThrows(MachineException.class, () -> DockerSettings.of(settings(values), Map.of())).getMessage();
    }
}

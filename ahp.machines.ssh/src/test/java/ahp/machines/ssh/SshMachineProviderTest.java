package ahp.machines.ssh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.machines.api.Machine;
import ahp.machines.api.MachineContext;
import ahp.machines.api.MachineException;
import ahp.machines.api.MachineProvider;
import ahp.machines.api.MachineSession;
import ahp.machines.api.MachineSettings;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What {@code open} checks without connecting, and the words it refuses with. */
class SshMachineProviderTest {

    @TempDir
    Path tmp;

    private Path key;
    private Path knownHosts;

    @BeforeEach
    void files() throws Exception {
        key = Files.writeString(tmp.resolve("id_ed25519"), "a private key\n");
        Files.setPosixFilePermissions(key, PosixFilePermissions.fromString("rw-------"));
        knownHosts = Files.writeString(tmp.resolve("known_hosts"), "");
    }

    private Map<String, String> settings() {
        return new HashMap<>(Map.of("host", "build.example", "identityFile", key.toString(),
                "knownHosts", knownHosts.toString()));
    }

    private String refusal(Map<String, String> settings) {
        return assertThrows(MachineException.class, () -> Launches.open(settings, tmp)).getMessage();
    }

    @Test
    void isFoundByKind() {
        // As the host finds it; the tests run inside this module, which itself uses no provider.
        SshMachineProvider.class.getModule().addUses(MachineProvider.class);
        List<String> kinds = ServiceLoader.load(MachineProvider.class).stream()
                .map(provider -> provider.get().kind()).toList();
        assertTrue(kinds.contains("ssh"), kinds.toString());
    }

    @Test
    void opensWithTheDefaults() throws Exception {
        try (Machine machine = Launches.open(settings(), tmp)) {
            assertEquals("box", machine.id());
            assertEquals("ssh", machine.kind());
            assertEquals("SSH build.example:22", machine.description());
            assertEquals("/bin/bash", machine.shell());
            assertTrue(machine.binding(new MachineSession("ahp:session/1", List.of(tmp))).isPty());
        }
        Map<String, String> settings = settings();
        settings.putAll(Map.of("user", "ci", "port", "2222", "shell", "/bin/zsh"));
        try (Machine machine = Launches.open(settings, tmp)) {
            assertEquals("SSH ci@build.example:2222", machine.description());
            assertEquals("/bin/zsh", machine.shell());
        }
    }

    @Test
    void refusesAnIdentityFileOthersMayRead() throws Exception {
        Files.setPosixFilePermissions(key, PosixFilePermissions.fromString("rw-r--r--"));
        String words = refusal(settings());
        assertTrue(words.contains("\"identityFile\" " + key) && words.contains("others may read it")
                && words.contains("chmod 600 " + key), words);
    }

    @Test
    void refusesAnIdentityFileOfAnotherUser() throws Exception {
        Assumptions.assumeTrue("root".equals(System.getProperty("user.name")), "only root can give a file away");
        Files.setAttribute(key, "unix:uid", 65534);
        String words = refusal(settings());
        assertTrue(words.contains("belongs to user id 65534"), words);
    }

    @Test
    void refusesMissingOrWrongFiles() throws Exception {
        Map<String, String> settings = settings();
        settings.put("knownHosts", tmp.resolve("nope").toString());
        String words = refusal(settings);
        assertTrue(words.contains("\"knownHosts\" " + tmp.resolve("nope") + " does not exist"), words);

        settings = settings();
        settings.put("identityFile", tmp.toString());
        words = refusal(settings);
        assertTrue(words.contains("\"identityFile\" " + tmp + " is not a regular file"), words);

        settings = settings();
        settings.put("identityFile", "id_ed25519");
        assertTrue(refusal(settings).contains("must be an absolute path"));

        settings = settings();
        settings.remove("knownHosts");
        assertEquals("machine \"box\" (ssh) needs \"knownHosts\"", refusal(settings));
    }

    @Test
    void refusesWrongSettings() {
        Map<String, String> settings = settings();
        settings.remove("host");
        assertEquals("machine \"box\" (ssh) needs \"host\"", refusal(settings));

        settings = settings();
        settings.put("host", "-oProxyCommand=evil");
        assertTrue(refusal(settings).contains("is not a host name or address"));

        settings = settings();
        settings.put("port", "70000");
        assertTrue(refusal(settings).contains("\"port\" 70000 is not a port"));

        settings = settings();
        settings.put("ssh", tmp.resolve("no-ssh").toString());
        assertTrue(refusal(settings).contains("is not a program this daemon can run"));
    }

    @Test
    void refusesAHostWithNoPseudoterminal() {
        MachineException refused = assertThrows(MachineException.class, () -> new SshMachineProvider()
                .open(new MachineSettings("box", "ssh", settings()), new MachineContext(null, "d", tmp)));
        assertTrue(refused.getMessage().contains("pseudoterminal"), refused.getMessage());
    }

    @Test
    void findsSshOnTheSearchPath() throws Exception {
        Path bin = Files.createDirectories(tmp.resolve("bin"));
        Path ssh = Files.writeString(bin.resolve("ssh"), "#!/bin/sh\n");
        Files.setPosixFilePermissions(ssh, PosixFilePermissions.fromString("rwxr-xr-x"));
        assertEquals(ssh, SshProgram.find(Optional.empty(), "/nowhere:" + bin, ""));
        MachineException none = assertThrows(MachineException.class,
                () -> SshProgram.find(Optional.empty(), "/nowhere", "machine: "));
        assertTrue(none.getMessage().contains("no program ssh on the daemon's PATH"), none.getMessage());
    }
}

package ahp.machines.docker.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Engine addresses as the docker CLI writes them, and the ssh command line of one. */
class EngineAddressTest {

    private static EngineAddress parse(String text) {
        StringBuilder why = new StringBuilder();
        return EngineAddress.parse(text, why).orElseThrow(() -> new AssertionError(why.toString()));
    }

    private static String refusal(String text) {
        StringBuilder why = new StringBuilder();
        assertTrue(EngineAddress.parse(text, why).isEmpty(), text);
        return why.toString();
    }

    @Test
    void theThreeKinds() {
        assertEquals(Path.of("/var/run/docker.sock"), parse("unix:///var/run/docker.sock").socket());
        EngineAddress tcp = parse("tcp://engine.lan:2375");
        assertEquals("engine.lan", tcp.host());
        assertEquals(2375, tcp.port());
        assertEquals(2375, parse("tcp://engine.lan").port());
        EngineAddress ssh = parse("ssh://me@far.example:2222");
        assertEquals("me", ssh.user());
        assertEquals("far.example", ssh.host());
        assertEquals(2222, ssh.port());
        assertEquals(-1, parse("ssh://far.example").port());
    }

    @Test
    void whatIsNotSupported() {
        assertTrue(refusal("unix://relative.sock").contains("absolute path"));
        assertTrue(refusal("tcp://").contains("not an address"));
        assertTrue(refusal("ssh:///x").contains("no host"));
        assertTrue(refusal("tcp://engine:2375/v1.41").contains("no path"));
        assertTrue(refusal("https://engine:2376").contains("TLS is not supported"));
        assertTrue(refusal("fd://").contains("only unix://, tcp:// and ssh://"));
    }

    @Test
    void sshIsRunInBatchModeWithDialStdio() {
        assertEquals(List.of("ssh", "-o", "BatchMode=yes", "-T", "-p", "2222", "--", "me@far.example",
                        "docker", "system", "dial-stdio"),
                SshConnection.command(parse("ssh://me@far.example:2222"), EngineClient.SSH));
        assertEquals(List.of("ssh", "-o", "BatchMode=yes", "-T", "--", "far.example", "docker", "system", "dial-stdio"),
                SshConnection.command(parse("ssh://far.example"), EngineClient.SSH));
    }
}

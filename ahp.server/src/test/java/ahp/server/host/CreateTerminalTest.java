package ahp.server.host;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import ahp.protocol.command.CreateTerminalParams;
import ahp.protocol.jsonrpc.RpcException;
import ahp.protocol.terminal.TerminalClaim;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** How a {@code createTerminal} is resolved: the folder, the claim, the URI. */
class CreateTerminalTest {

    @TempDir
    Path home;

    @Test
    void theFolderIsTheOneNamedWhereItIsOneAndHomeOtherwise() throws Exception {
        Path work = Files.createDirectories(home.resolve("a b/c"));
        Path file = Files.writeString(home.resolve("file.txt"), "x");
        assertEquals(work, CreateTerminal.directory(work.toUri().toString(), home));
        assertEquals(work, CreateTerminal.directory("file://localhost" + work.toUri().getRawPath(), home));
        assertEquals(work, CreateTerminal.directory(work.toString(), home));
        assertEquals(work, CreateTerminal.directory("a b/c", home), "a relative path is under home");
        assertEquals(home, CreateTerminal.directory(null, home));
        assertEquals(home, CreateTerminal.directory("", home));
        assertEquals(home, CreateTerminal.directory(file.toString(), home), "a file is not a folder");
        assertEquals(home, CreateTerminal.directory(home.resolve("missing").toUri().toString(), home));
        assertEquals(home, CreateTerminal.directory("file://otherhost/tmp", home), "another machine's folder");
        assertEquals(home, CreateTerminal.directory("vscode-remote://ssh/tmp", home));
    }

    @Test
    void anAbsentClaimIsAClientsWithNoIdAndSizesAreChecked() {
        CreateTerminal request = CreateTerminal.resolve(
                new CreateTerminalParams("ahp-terminal:/t", null, null, null, null, null, null), home);
        assertEquals(new TerminalClaim.Client(""), request.claim());
        assertEquals(0, request.cols());
        assertThrows(RpcException.class, () -> CreateTerminal.resolve(
                new CreateTerminalParams("ahp-terminal:/t", null, null, null, 0, 24, null), home));
        assertThrows(RpcException.class, () -> CreateTerminal.resolve(
                new CreateTerminalParams("no scheme", null, null, null, null, null, null), home));
        RpcException reserved = assertThrows(RpcException.class, () -> CreateTerminal.resolve(
                new CreateTerminalParams("agenthost-terminal://shell/s/c", null, null, null, null, null, null), home));
        assertEquals(-32003, reserved.error().code());
        assertEquals("agenthost-terminal:/vscode-1", CreateTerminal.resolve(
                new CreateTerminalParams("agenthost-terminal:/vscode-1", null, null, null, null, null, null), home).uri(),
                "VS Code's own terminal names open like this host's");
    }
}

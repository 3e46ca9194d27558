package ahp.shellintegration.inject;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import ahp.terminals.api.spi.InjectionRequest;
import ahp.terminals.api.spi.ShellIntegrationSettings;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserPrincipal;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The zsh folder at {@code <tmp>/<user>-ahpd-zsh}: made private, refused when another user could have made it. */
class ZshFolderTest {

    private static final List<String> FILES = List.of(".zshenv", ".zprofile", ".zshrc", ".zlogin");

    @TempDir
    Path tmp;

    private ZshFolder folder(boolean asFound) {
        return new ZshFolder(tmp, "ann", asFound, new PrivateFolder(tmp.resolve("own"), "ann-ahpd-scripts-"));
    }

    private Path expected() throws Exception {
        return tmp.toRealPath().resolve("ann-ahpd-zsh");
    }

    @Test
    void makesAPrivateFolderWithTheFourStartupFiles() throws Exception {
        ZshFolder.Outcome outcome = folder(false).prepare();
        assertEquals(new ZshFolder.Ready(expected()), outcome);
        assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(expected())));
        assertEquals(ScriptResources.text(ScriptResources.ZSHENV), Files.readString(expected().resolve(".zshenv")));
        assertEquals(ScriptResources.text(ScriptResources.ZPROFILE), Files.readString(expected().resolve(".zprofile")));
        assertEquals(ScriptResources.text(ScriptResources.ZSHRC), Files.readString(expected().resolve(".zshrc")));
        assertEquals(ScriptResources.text(ScriptResources.ZLOGIN), Files.readString(expected().resolve(".zlogin")));
        try (var listing = Files.list(expected())) {
            assertEquals(4, listing.count(), "no temporary file is left behind");
        }
        assertEquals(new ZshFolder.Ready(expected()), folder(false).prepare(), "a folder of its own is used again");
    }

    @Test
    void takesItsOwnFolderAndMendsChangedFiles() throws Exception {
        Files.createDirectory(expected(), PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwxr-xr-x")));
        Files.writeString(expected().resolve(".zshrc"), "stale");
        assertEquals(new ZshFolder.Ready(expected()), folder(false).prepare());
        assertEquals(ScriptResources.text(ScriptResources.ZSHRC), Files.readString(expected().resolve(".zshrc")));
    }

    @Test
    void refusesALinkUnlessAsFound() throws Exception {
        Path elsewhere = Files.createDirectory(tmp.resolve("elsewhere"));
        Files.createSymbolicLink(expected(), elsewhere);
        assertRefused("it is a symbolic link");
        assertTrue(Files.notExists(elsewhere.resolve(".zshrc")), "nothing was written through the link");

        assertEquals(new ZshFolder.Ready(expected()), folder(true).prepare());
        assertTrue(Files.exists(elsewhere.resolve(".zshrc")), "asFound takes whatever is there");
    }

    @Test
    void refusesAnotherUsersFolderUnlessAsFound() throws Exception {
        assumeTrue("root".equals(System.getProperty("user.name")), "only root can give a folder to another user");
        Files.createDirectory(expected(), PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
        UserPrincipal nobody = tmp.getFileSystem().getUserPrincipalLookupService().lookupPrincipalByName("nobody");
        Files.setOwner(expected(), nobody);
        assertRefused("it belongs to nobody, not to root");
        assertEquals(new ZshFolder.Ready(expected()), folder(true).prepare());
    }

    @Test
    void refusesAFolderOthersCanWriteUnlessAsFound() throws Exception {
        for (String mode : List.of("rwxrwxrwx", "rwxrwx---", "rwx-w----", "rwx----w-")) {
            Files.createDirectory(expected());
            Files.setPosixFilePermissions(expected(), PosixFilePermissions.fromString(mode));
            assertRefused("others can write it (" + mode + ")");
            assertEquals(new ZshFolder.Ready(expected()), folder(true).prepare(), mode);
            InjectorTest.deleteTree(expected());
        }
    }

    @Test
    void refusesAFileInItsPlace() throws Exception {
        Files.writeString(expected(), "not a folder");
        assertRefused("it is not a folder");
    }

    @Test
    void aRefusedFolderMeansZshStartsWithNoIntegration() throws Exception {
        String user = System.getProperty("user.name").replaceAll("[^A-Za-z0-9._-]", "_");
        Path squatted = Files.createDirectory(tmp.toRealPath().resolve(user + "-ahpd-zsh"));
        Files.setPosixFilePermissions(squatted, PosixFilePermissions.fromString("rwxrwxrwx"));
        InjectionRequest request = new InjectionRequest(List.of("zsh"), Map.of("HOME", "/home/ann"), "n");
        assertTrue(new Injector(new ShellIntegrationSettings(tmp, false)).inject(request).isEmpty());
        assertEquals(squatted.toString(),
                new Injector(new ShellIntegrationSettings(tmp, true)).inject(request).orElseThrow().environment().get("ZDOTDIR"));
        assertTrue(Files.isRegularFile(squatted.resolve(".zshrc"), LinkOption.NOFOLLOW_LINKS));
    }

    private void assertRefused(String reason) throws Exception {
        ZshFolder.Refused refused = assertInstanceOf(ZshFolder.Refused.class, folder(false).prepare());
        assertEquals(expected(), refused.folder());
        assertEquals(reason, refused.reason());
        for (String file : FILES) {
            assertTrue(Files.notExists(expected().resolve(file), LinkOption.NOFOLLOW_LINKS),
                    "nothing written into a refused folder: " + file);
        }
    }
}

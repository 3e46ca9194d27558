package ahp.server.auth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code --users FILE}: who signs in with which token, and every mistake named where it is. */
class UsersFileTest {

    @TempDir
    Path folder;

    @Test
    void eachTokenSignsInItsUserAndNoOtherTokenDoes() throws Exception {
        Path file = folder.resolve("users.json");
        Files.writeString(file, """
                {"users": [
                  {"name": "ann", "token": "t-ann", "role": "owner"},
                  {"name": "bob", "token": "t-bob", "role": "member"},
                  {"name": "cy", "token": "t-cy", "role": "guest"}
                ]}""");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
        Users users = UsersFile.read(file);
        assertEquals(new User("ann", Role.OWNER), users.signIn("t-ann").orElseThrow());
        assertEquals(new User("bob", Role.MEMBER), users.signIn("t-bob").orElseThrow());
        assertEquals(new User("cy", Role.GUEST), users.signIn("t-cy").orElseThrow());
        assertTrue(users.signIn("t-dan").isEmpty());
        assertTrue(users.signIn("").isEmpty());
        assertTrue(users.signIn(null).isEmpty());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "not json                                                      | not JSON",
        "[]                                                            | expected {\"users\"",
        "{\"users\": []}                                               | no users",
        "{\"users\": [3]}                                              | users[0]: expected an object",
        "{\"users\": [{\"token\": \"t\", \"role\": \"owner\"}]}        | users[0].name",
        "{\"users\": [{\"name\": \"a\", \"token\": 5, \"role\": \"owner\"}]} | users[0].token",
        "{\"users\": [{\"name\": \"a\", \"token\": \"t\", \"role\": \"admin\"}]} | users[0].role: unknown role \"admin\"",
        "{\"users\": [{\"name\": \"a\", \"token\": \"t\", \"role\": \"owner\"}, {\"name\": \"b\", \"token\": \"t\", \"role\": \"guest\"}]} | users[1].token: the same token"})
    void aMistakeIsNamedWhereItIs(String json, String expected) {
        IllegalArgumentException wrong = assertThrows(IllegalArgumentException.class, () -> UsersFile.parse(json));
        assertTrue(wrong.getMessage().contains(expected), wrong.getMessage());
    }

    @Test
    void theFileIsNamedInItsErrors() throws Exception {
        Path file = folder.resolve("broken.json");
        Files.writeString(file, "{}");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
        IllegalArgumentException wrong = assertThrows(IllegalArgumentException.class, () -> UsersFile.read(file));
        assertTrue(wrong.getMessage().startsWith(file.toString()), wrong.getMessage());
    }

    @ParameterizedTest
    @CsvSource({"rw-r--r--", "rw-r-----", "rw----r--", "rw--w----"})
    void aFileOthersMayReadIsRefusedWithTheFixInOneLine(String mode) throws Exception {
        Path file = folder.resolve("users.json");
        Files.writeString(file, "{\"users\": [{\"name\": \"ann\", \"token\": \"t-ann\", \"role\": \"owner\"}]}");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString(mode));
        IllegalArgumentException wrong = assertThrows(IllegalArgumentException.class, () -> UsersFile.read(file));
        assertTrue(wrong.getMessage().startsWith(file + " is the users file"), wrong.getMessage());
        assertTrue(wrong.getMessage().contains(mode), wrong.getMessage());
        assertTrue(wrong.getMessage().endsWith("chmod 600 " + file), wrong.getMessage());
        assertTrue(!wrong.getMessage().contains("\n"), wrong.getMessage());
        assertTrue(!wrong.getMessage().contains("t-ann"), "the refusal does not show a token");
    }
}

package ahp.server.daemon;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.server.auth.Role;
import ahp.server.auth.User;
import ahp.server.auth.Users;
import ahp.cli.ClientOptions;
import ahp.client.HostConnection;
import ahp.server.testing.TestCertificates;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The daemon with {@code --tls-cert}/{@code --tls-key}: its address is {@code wss://}, and the
 * person's client ({@code ahp --ca FILE}) signs in over it when it trusts the certificate, and not
 * otherwise.
 */
class TlsDaemonTest {

    @TempDir
    Path folder;

    @Test
    void ahpSignsInOverWssCheckingTheCertificateWithCa() throws Exception {
        TestCertificates certificates = TestCertificates.selfSigned(folder, "ahpd");
        TestCertificates stranger = TestCertificates.selfSigned(folder, "stranger");
        ServeOptions options = ServeOptions.parse(List.of("--listen", "127.0.0.1:0", "--terminals", "pipes",
                "--state-dir", folder.resolve("state").toString(), "--tls-cert", certificates.certificate().toString(),
                "--tls-key", certificates.key().toString()), Map.of("HOME", folder.toString()));
        Users users = Users.of(Map.of("secret", new User("ann", Role.OWNER)));
        try (Daemon daemon = Daemon.start(options, users)) {
            String address = daemon.address();
            assertTrue(address.startsWith("wss://127.0.0.1:"), address);
            Map<String, String> environment = Map.of("HOME", folder.toString());
            try (HostConnection connection = ClientOptions.parse(List.of("--url", address, "--ca",
                    certificates.certificate().toString(), "--token", "secret", "list"), environment).connect()) {
                assertTrue(connection.rootState().isObject());
                connection.rpc().call("ping", HostConnection.channel(HostConnection.ROOT));
            }
            assertThrows(IOException.class, () -> ClientOptions.parse(List.of("--url", address,
                    "--ca", stranger.certificate().toString(), "--token", "secret", "list"), environment).connect(),
                    "a certificate the client does not trust");
            assertThrows(IOException.class, () -> ClientOptions.parse(List.of("--url",
                    address.replace("wss://", "ws://"), "--token", "secret", "list"), environment).connect(), "clear text on the TLS port");
        }
    }

    @Test
    void aKeyOthersMayReadOrAKeyOfAnotherFormIsRefusedWithTheFix() throws Exception {
        TestCertificates certificates = TestCertificates.selfSigned(folder, "ahpd");
        Files.setPosixFilePermissions(certificates.key(),
                PosixFilePermissions.fromString("rw-r--r--"));
        NetworkOptions open = new NetworkOptions(certificates.certificate(), certificates.key(), false, List.of(), 10);
        IllegalArgumentException wrong = assertThrows(IllegalArgumentException.class, open::serverSettings);
        assertTrue(wrong.getMessage().endsWith("chmod 600 " + certificates.key()), wrong.getMessage());
        Path pkcs1 = folder.resolve("rsa.pem");
        Files.writeString(pkcs1, "-----BEGIN RSA PRIVATE KEY-----\nAAAA\n-----END RSA PRIVATE KEY-----\n");
        Files.setPosixFilePermissions(pkcs1, PosixFilePermissions.fromString("rw-------"));
        wrong = assertThrows(IllegalArgumentException.class,
                new NetworkOptions(certificates.certificate(), pkcs1, false, List.of(), 10)::serverSettings);
        assertTrue(wrong.getMessage().contains("openssl pkcs8 -topk8 -nocrypt -in " + pkcs1), wrong.getMessage());
    }
}

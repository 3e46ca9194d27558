package ahp.server.testing;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.GeneralSecurityException;
import java.security.Key;
import java.security.KeyStore;
import java.security.cert.Certificate;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Self-signed certificates for the TLS tests, made by the JDK's own {@code keytool} (for
 * {@code localhost} and {@code 127.0.0.1}) and written as the PEM files a person gives the daemon:
 * the certificate, and the key as unencrypted PKCS #8, mode 0600.
 *
 * @param certificate the certificate's PEM file
 * @param key the key's PEM file
 */
public record TestCertificates(Path certificate, Path key) {

    private static final String PASSWORD = "test-only";

    /** Makes a certificate and key named {@code name} in {@code folder}. */
    public static TestCertificates selfSigned(Path folder, String name) throws IOException, InterruptedException {
        Path store = folder.resolve(name + ".p12");
        Path keytool = Path.of(System.getProperty("java.home"), "bin", "keytool");
        Process process = new ProcessBuilder(List.of(keytool.toString(), "-genkeypair", "-alias", name,
                "-keyalg", "EC", "-groupname", "secp256r1", "-dname", "CN=localhost", "-validity", "2",
                "-ext", "san=dns:localhost,ip:127.0.0.1", "-storetype", "PKCS12", "-keystore", store.toString(),
                "-storepass", PASSWORD, "-keypass", PASSWORD))
                .redirectErrorStream(true).start();
        String said = new String(process.getInputStream().readAllBytes());
        if (!process.waitFor(60, TimeUnit.SECONDS) || process.exitValue() != 0) {
            throw new IOException("keytool failed: " + said);
        }
        try (InputStream in = Files.newInputStream(store)) {
            KeyStore keys = KeyStore.getInstance("PKCS12");
            keys.load(in, PASSWORD.toCharArray());
            Certificate certificate = keys.getCertificate(name);
            Key key = keys.getKey(name, PASSWORD.toCharArray());
            Path certificateFile = folder.resolve(name + "-cert.pem");
            Path keyFile = folder.resolve(name + "-key.pem");
            Files.writeString(certificateFile, pem("CERTIFICATE", certificate.getEncoded()));
            Files.deleteIfExists(keyFile);
            Files.createFile(keyFile, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
            Files.writeString(keyFile, pem("PRIVATE KEY", key.getEncoded()));
            return new TestCertificates(certificateFile, keyFile);
        } catch (GeneralSecurityException broken) {
            throw new IOException(broken);
        }
    }

    private static String pem(String type, byte[] der) {
        return "-----BEGIN " + type + "-----\n" + Base64.getMimeEncoder(64, "\n".getBytes()).encodeToString(der)
                + "\n-----END " + type + "-----\n";
    }
}

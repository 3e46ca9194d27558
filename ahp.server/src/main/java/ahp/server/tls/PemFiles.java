package ahp.server.tls;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.PrivateKey;
import java.security.cert.CertificateException;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.security.spec.PKCS8EncodedKeySpec;
import java.util.Base64;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Certificates and a private key read from PEM files, with a clear word for what is not. */
public final class PemFiles {

    private static final Pattern BLOCK = Pattern.compile(
            "-----BEGIN ([A-Z0-9 ]+)-----([A-Za-z0-9+/=\\s]*)-----END \\1-----");
    private static final List<String> KEY_ALGORITHMS = List.of("RSA", "EC", "Ed25519", "Ed448", "RSASSA-PSS");

    private PemFiles() {}

    /**
     * Every certificate in {@code file}, in order (a server's own first, then its chain).
     *
     * @throws IllegalArgumentException naming the file when it holds none, or a broken one
     */
    public static List<X509Certificate> certificates(Path file) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        try {
            List<X509Certificate> certificates = CertificateFactory.getInstance("X.509")
                    .generateCertificates(new ByteArrayInputStream(bytes)).stream()
                    .map(X509Certificate.class::cast)
                    .toList();
            if (certificates.isEmpty()) {
                throw new IllegalArgumentException(file + ": no PEM certificate (-----BEGIN CERTIFICATE-----) in it");
            }
            return certificates;
        } catch (CertificateException broken) {
            throw new IllegalArgumentException(file + ": not a PEM certificate: " + broken.getMessage(), broken);
        }
    }

    /**
     * The unencrypted PKCS #8 private key in {@code file} ({@code -----BEGIN PRIVATE KEY-----}: RSA,
     * EC, Ed25519 or Ed448).
     *
     * @throws IllegalArgumentException naming the file, with the command that converts another form
     */
    public static PrivateKey privateKey(Path file) throws IOException {
        Matcher block = BLOCK.matcher(Files.readString(file, StandardCharsets.US_ASCII));
        while (block.find()) {
            String type = block.group(1);
            if (type.equals("PRIVATE KEY")) {
                return pkcs8(file, Base64.getMimeDecoder().decode(block.group(2)));
            }
            if (type.endsWith("PRIVATE KEY")) {
                throw new IllegalArgumentException(file + ": a " + type + " block; convert it to unencrypted PKCS #8 with:"
                        + " openssl pkcs8 -topk8 -nocrypt -in " + file + " -out key.pem");
            }
        }
        throw new IllegalArgumentException(file + ": no PEM private key (-----BEGIN PRIVATE KEY-----) in it");
    }

    private static PrivateKey pkcs8(Path file, byte[] der) {
        PKCS8EncodedKeySpec spec = new PKCS8EncodedKeySpec(der);
        for (String algorithm : KEY_ALGORITHMS) {
            try {
                return KeyFactory.getInstance(algorithm).generatePrivate(spec);
            } catch (GeneralSecurityException notThisOne) {
                // try the next algorithm
            }
        }
        throw new IllegalArgumentException(file + ": a private key of none of " + KEY_ALGORITHMS);
    }
}

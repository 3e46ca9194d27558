package ahp.server.tls;

import ahp.server.auth.OwnerOnlyFile;
import java.io.IOException;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.PrivateKey;
import java.security.cert.X509Certificate;
import java.util.List;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;

/**
 * The daemon's {@link SSLContext}, from PEM files. (A client's, which trusts a PEM file's certificates,
 * is {@code ahp.websocket.client.TrustedCertificates}.)
 */
public final class TlsContexts {

    private static final char[] NO_PASSWORD = new char[0];

    private TlsContexts() {}

    /**
     * The daemon's: it presents the chain in {@code certificateFile} with the key in {@code keyFile}
     * (which must be readable by its owner alone).
     *
     * @throws IllegalArgumentException naming the file that is wrong, and why
     */
    public static SSLContext server(Path certificateFile, Path keyFile) throws IOException {
        OwnerOnlyFile.require(keyFile, "the TLS key");
        List<X509Certificate> chain = PemFiles.certificates(certificateFile);
        PrivateKey key = PemFiles.privateKey(keyFile);
        if (!chain.getFirst().getPublicKey().getAlgorithm().equals(key.getAlgorithm())
                && !(key.getAlgorithm().equals("EdDSA") || chain.getFirst().getPublicKey().getAlgorithm().equals("EdDSA"))) {
            throw new IllegalArgumentException(keyFile + ": a " + key.getAlgorithm() + " key, but the certificate in "
                    + certificateFile + " is for a " + chain.getFirst().getPublicKey().getAlgorithm() + " key");
        }
        try {
            KeyStore store = KeyStore.getInstance("PKCS12");
            store.load(null, null);
            store.setKeyEntry("ahpd", key, NO_PASSWORD, chain.toArray(new X509Certificate[0]));
            KeyManagerFactory keys = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
            keys.init(store, NO_PASSWORD);
            SSLContext context = SSLContext.getInstance("TLS");
            context.init(keys.getKeyManagers(), null, null);
            return context;
        } catch (GeneralSecurityException wrong) {
            throw new IllegalArgumentException(certificateFile + ", " + keyFile + ": " + wrong.getMessage(), wrong);
        }
    }
}

package ahp.websocket.client;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.cert.Certificate;
import java.security.cert.CertificateException;
import java.security.cert.CertificateFactory;
import java.util.Collection;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;

/**
 * A client's {@link SSLContext} that trusts the certificates in one PEM file (a daemon's self-signed
 * certificate, or the authority that signed it) and nothing else: what {@code --ca FILE} means.
 */
public final class TrustedCertificates {

    private TrustedCertificates() {}

    /**
     * The context that trusts every certificate in {@code caFile}.
     *
     * @throws IllegalArgumentException naming the file when it holds no certificate, or a broken one
     */
    public static SSLContext from(Path caFile) throws IOException {
        Collection<? extends Certificate> certificates;
        try {
            certificates = CertificateFactory.getInstance("X.509")
                    .generateCertificates(new ByteArrayInputStream(Files.readAllBytes(caFile)));
        } catch (CertificateException broken) {
            throw new IllegalArgumentException(caFile + ": not a PEM certificate: " + broken.getMessage(), broken);
        }
        if (certificates.isEmpty()) {
            throw new IllegalArgumentException(caFile + ": no PEM certificate (-----BEGIN CERTIFICATE-----) in it");
        }
        try {
            KeyStore store = KeyStore.getInstance("PKCS12");
            store.load(null, null);
            int i = 0;
            for (Certificate certificate : certificates) {
                store.setCertificateEntry("ca-" + i++, certificate);
            }
            TrustManagerFactory trust = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
            trust.init(store);
            SSLContext context = SSLContext.getInstance("TLS");
            context.init(null, trust.getTrustManagers(), null);
            return context;
        } catch (GeneralSecurityException wrong) {
            throw new IllegalArgumentException(caFile + ": " + wrong.getMessage(), wrong);
        }
    }
}

/**
 * TLS from PEM files: the daemon's certificate chain and private key ({@code --tls-cert},
 * {@code --tls-key}) made into a server {@link javax.net.ssl.SSLContext}, and the certificate a
 * client trusts ({@code ahp --ca}) made into a client one. Files that hold a secret are refused when
 * anybody but their owner may read them.
 */
package ahp.server.tls;

package ahp.bench.wire;

import java.net.InetAddress;
import java.net.URI;

/** The benchmarks talk only to this machine: an address that is not loopback is refused. */
public final class Loopback {

    private Loopback() {}

    /**
     * Returns {@code address} when its host is {@code localhost} or a loopback IP literal
     * ({@code 127.0.0.0/8}, {@code ::1}); anything else, including a name that would need a lookup,
     * is refused.
     *
     * @throws IllegalArgumentException for any other address
     */
    public static URI require(URI address) {
        String host = address.getHost();
        if (host == null) {
            throw new IllegalArgumentException("no host in " + address);
        }
        if (host.equalsIgnoreCase("localhost")) {
            return address;
        }
        String literal = host.startsWith("[") && host.endsWith("]") ? host.substring(1, host.length() - 1) : host;
        try {
            if (InetAddress.ofLiteral(literal).isLoopbackAddress()) {
                return address;
            }
        } catch (IllegalArgumentException notALiteral) {
            // a name: refused below, since resolving it could lead anywhere
        }
        throw new IllegalArgumentException("not a loopback address: " + address);
    }
}

package ahp.server.transport;

import java.time.Duration;

/**
 * What sockets in their upgrade may hold (see {@link UpgradeLoop}).
 *
 * @param perPeer sockets one peer address may have upgrading at once; a newer one closes its oldest
 * @param total sockets upgrading at once in all; a newer one closes the oldest
 * @param deadline from accept to the end of the answer (TLS handshake included)
 */
public record UpgradeLimits(int perPeer, int total, Duration deadline) {

    /** The daemon's: 32 a peer, 256 in all, 5 s each. */
    public static UpgradeLimits defaults() {
        return new UpgradeLimits(32, 256, Duration.ofSeconds(5));
    }

    /** Checks the bounds. */
    public UpgradeLimits {
        if (perPeer < 1 || total < perPeer || deadline.isNegative() || deadline.isZero()) {
            throw new IllegalArgumentException("upgrade limits: perPeer >= 1, total >= perPeer, a positive deadline");
        }
    }
}

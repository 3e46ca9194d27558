package ahp.server.wire;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Picks the version a connection speaks: the first the client offers (its order is its
 * preference) that this host can speak. A version is spoken when it is one of
 * {@link #SUPPORTED}, or a later patch of one (compatible within a minor on 0.x): the reply echoes
 * the offered string, and the host speaks the supported release it extends.
 */
public final class Negotiation {

    /** What this host speaks, newest first: 0.9.0 down to 0.5.1. */
    public static final List<String> SUPPORTED = List.of("0.9.0", "0.8.0", "0.7.0", "0.6.0", "0.5.2", "0.5.1");

    /**
     * What was agreed.
     *
     * @param offered the string the client offered, echoed as it came
     * @param speaks the supported release behaviour follows
     */
    public record Agreed(String offered, ProtocolVersion speaks) {}

    private Negotiation() {}

    /**
     * The version to speak, or empty when none of {@code offered} is spoken here.
     *
     * @throws RpcError {@code -32602} naming the first malformed version string
     */
    public static Optional<Agreed> choose(List<String> offered) {
        if (offered.isEmpty()) {
            throw RpcError.invalidParams("protocolVersions", "must name at least one version");
        }
        for (int i = 0; i < offered.size(); i++) {
            ProtocolVersion version;
            try {
                version = ProtocolVersion.parse(offered.get(i));
            } catch (IllegalArgumentException malformed) {
                throw RpcError.invalidParams("protocolVersions[" + i + "]", malformed.getMessage());
            }
            Optional<ProtocolVersion> spoken = spoken(version);
            if (spoken.isPresent()) {
                return Optional.of(new Agreed(offered.get(i), spoken.get()));
            }
        }
        return Optional.empty();
    }

    /** The {@code -32005} refusal, with this host's versions as its data. */
    public static RpcError unsupported(List<String> offered) {
        return new RpcError(ErrorCodes.UNSUPPORTED_PROTOCOL_VERSION,
                "Unsupported protocol version: offered " + offered + ", this host speaks " + SUPPORTED,
                Map.of("supportedVersions", SUPPORTED));
    }

    private static Optional<ProtocolVersion> spoken(ProtocolVersion version) {
        ProtocolVersion best = null;
        for (String supported : SUPPORTED) {
            ProtocolVersion candidate = ProtocolVersion.parse(supported);
            if (candidate.major() == version.major() && candidate.minor() == version.minor()
                    && candidate.patch() <= version.patch() && (best == null || candidate.atLeast(best))) {
                best = candidate;
            }
        }
        return Optional.ofNullable(best);
    }
}

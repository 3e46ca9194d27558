package ahp.protocol.version;

import ahp.protocol.jsonrpc.ErrorCode;
import ahp.protocol.jsonrpc.RpcError;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * Picks the protocol version of a connection from the versions a client offers: the highest offered
 * version that is caret-compatible with one the host speaks ({@link ProtocolVersion#SUPPORTED}),
 * whatever the order of the offer, so {@code 0.8.0} is served as 0.8.0, {@code 0.8.3} as 0.8.0,
 * {@code 1.0.2} as 1.0.0 and {@code 1.3.0} (a newer minor of the host's own major, as upstream's
 * 1.x rule accepts) as 1.1.0. The result echoes the offered string. {@code 0.10.x}, which upstream
 * never released and its own 1.x host refuses, matches no baseline: it is served only through
 * another version offered with it. A refusal's {@code data.supportedVersions} lists the caret ranges
 * accepted ({@link #supportedRanges()}).
 */
public final class Negotiation {

    private Negotiation() {}

    /** The agreed version, or the refusal to answer with. */
    public static Negotiated negotiate(List<String> offered) {
        String chosen = null;
        ProtocolVersion chosenVersion = null;
        ProtocolVersion chosenBaseline = null;
        for (int i = 0; i < offered.size(); i++) {
            ProtocolVersion version;
            try {
                version = ProtocolVersion.parse(offered.get(i));
            } catch (MalformedVersionException e) {
                return new Negotiated.Refused(ErrorCode.INVALID_PARAMS.error(
                        "Invalid params: 'params.protocolVersions[" + i + "]': " + e.getMessage()));
            }
            ProtocolVersion baseline = baselineFor(version);
            if (baseline != null && (chosenVersion == null || version.compareTo(chosenVersion) > 0)) {
                chosen = offered.get(i);
                chosenVersion = version;
                chosenBaseline = baseline;
            }
        }
        if (chosen == null) {
            return new Negotiated.Refused(unsupported(offered));
        }
        return new Negotiated.Agreed(chosen, chosenBaseline);
    }

    /** The newest supported version {@code version} can be served as, or null. */
    static ProtocolVersion baselineFor(ProtocolVersion version) {
        for (ProtocolVersion supported : ProtocolVersion.SUPPORTED) {
            if (version.caretCompatibleWith(supported)) {
                return supported;
            }
        }
        return null;
    }

    /**
     * What the host accepts, as SemVer caret ranges newest first, one per major (per minor below 1.0.0)
     * from its oldest baseline there: {@code ^1.0.0}, {@code ^0.9.0}, ..., {@code ^0.5.1}.
     */
    public static List<String> supportedRanges() {
        Map<String, ProtocolVersion> oldest = new LinkedHashMap<>();
        for (ProtocolVersion v : ProtocolVersion.SUPPORTED) {
            oldest.put(v.major() > 0 ? v.major() + "" : "0." + v.minor(), v);
        }
        return oldest.values().stream().map(v -> "^" + v).toList();
    }

    private static RpcError unsupported(List<String> offered) {
        ObjectNode data = JsonNodeFactory.instance.objectNode();
        var versions = data.putArray("supportedVersions");
        List<String> ranges = supportedRanges();
        ranges.forEach(versions::add);
        return new RpcError(ErrorCode.UNSUPPORTED_PROTOCOL_VERSION.code(),
                "Unsupported protocol version: offered " + offered + ", this host speaks " + ranges, data);
    }
}

package ahp.protocol.version;

import ahp.protocol.jsonrpc.ErrorCode;
import ahp.protocol.jsonrpc.RpcError;
import java.util.List;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * Picks the protocol version of a connection from the versions a client offers: the highest offered
 * version that is caret-compatible with one the host speaks ({@link ProtocolVersion#SUPPORTED}), so
 * {@code 0.8.0} is served as 0.8.0 and {@code 0.8.3} as 0.8.0. The result echoes the offered string.
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

    private static RpcError unsupported(List<String> offered) {
        ObjectNode data = JsonNodeFactory.instance.objectNode();
        var versions = data.putArray("supportedVersions");
        ProtocolVersion.SUPPORTED.forEach(v -> versions.add(v.toString()));
        return new RpcError(ErrorCode.UNSUPPORTED_PROTOCOL_VERSION.code(),
                "Unsupported protocol version: offered " + offered + ", this host speaks "
                        + ProtocolVersion.SUPPORTED.stream().map(ProtocolVersion::toString).toList(),
                data);
    }
}

package ahp.protocol.version;

import ahp.protocol.jsonrpc.RpcError;

/** The outcome of version negotiation: a version both sides speak, or the error to answer with. */
public sealed interface Negotiated {

    /**
     * Agreement.
     *
     * @param protocolVersion the offered string the result echoes, exactly as offered
     * @param speaks the version the host serves it as; its {@link VersionView} shapes what is sent
     */
    record Agreed(String protocolVersion, ProtocolVersion speaks) implements Negotiated {

        /** The view every message to this connection goes through. */
        public VersionView view() {
            return VersionView.of(speaks);
        }
    }

    /**
     * Refusal: {@code -32005} with {@code data.supportedVersions} when no offered version is spoken
     * here (the host then closes the connection), {@code -32602} for a malformed version string.
     *
     * @param error the error to answer {@code initialize} with
     */
    record Refused(RpcError error) implements Negotiated {}
}

/**
 * Protocol versions: {@link ahp.protocol.version.ProtocolVersion}, the
 * {@link ahp.protocol.version.Negotiation} of a connection's version (any 1.x, and 0.9.0 down to
 * 0.5.1), the {@link ahp.protocol.version.ActionIntroducedIn} registry, and the per-connection
 * {@link ahp.protocol.version.VersionView} that turns the host's one (0.9.0) model into what each
 * version reads, with {@link ahp.protocol.version.EncodedEnvelope} to encode each shape once.
 */
package ahp.protocol.version;

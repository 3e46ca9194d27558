package ahp.protocol.jsonrpc;

/**
 * What one text frame decodes to: a well-formed {@link JsonRpcMessage}, or {@link Malformed} with the
 * error the host answers (or, for a notification, does not answer) with.
 */
public sealed interface Decoded permits JsonRpcMessage, Malformed {}

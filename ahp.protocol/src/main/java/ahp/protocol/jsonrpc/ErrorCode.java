package ahp.protocol.jsonrpc;

import java.util.Optional;
import java.util.stream.Stream;

/** The JSON-RPC error codes AHP uses: the five of JSON-RPC 2.0 and AHP's own. */
public enum ErrorCode {
    /** Invalid JSON. */
    PARSE_ERROR(-32700),
    /** Valid JSON, but not a JSON-RPC request. */
    INVALID_REQUEST(-32600),
    /** Unknown method, or a request other than {@code ping}/{@code initialize}/{@code reconnect} before the handshake. */
    METHOD_NOT_FOUND(-32601),
    /** Bad params (the message names the field), a malformed protocol version, a bad cursor or token. */
    INVALID_PARAMS(-32602),
    /** Any other failure on the host. */
    INTERNAL_ERROR(-32603),
    /** Unknown session (and, in the reference host, an unknown channel on {@code subscribe}). */
    SESSION_NOT_FOUND(-32001),
    /** Unknown agent provider. */
    PROVIDER_NOT_FOUND(-32002),
    /** The session URI is taken (this host also uses it for a URI {@code createTerminal} may not use). */
    SESSION_ALREADY_EXISTS(-32003),
    /** The operation needs an idle chat. */
    TURN_IN_PROGRESS(-32004),
    /** No offered version is spoken here; {@code data.supportedVersions} lists the host's. */
    UNSUPPORTED_PROTOCOL_VERSION(-32005),
    /** Content not found (through 0.8.0). */
    CONTENT_NOT_FOUND(-32006),
    /** Authentication needed; {@code data.resources} says for what. */
    AUTH_REQUIRED(-32007),
    /** The file, folder or URI does not exist (also an unknown client on {@code reconnect}). */
    NOT_FOUND(-32008),
    /** The caller may not do this. */
    PERMISSION_DENIED(-32009),
    /** The target exists and may not be overwritten. */
    ALREADY_EXISTS(-32010),
    /** A stale optimistic-concurrency precondition. */
    CONFLICT(-32011),
    /** A TCP connection could not be opened (1.1.0-era). */
    TCP_CONNECTION_OPEN_FAILED(-32012);

    private final int code;

    ErrorCode(int code) {
        this.code = code;
    }

    /** The number on the wire. */
    public int code() {
        return code;
    }

    /** The error with this code and {@code message}. */
    public RpcError error(String message) {
        return new RpcError(code, message, null);
    }

    /** The code with number {@code code}, if it is one of these. */
    public static Optional<ErrorCode> of(int code) {
        return Stream.of(values()).filter(c -> c.code == code).findFirst();
    }
}

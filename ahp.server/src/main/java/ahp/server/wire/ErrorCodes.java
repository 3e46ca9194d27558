package ahp.server.wire;

/** The JSON-RPC and AHP error codes this host answers with. */
public final class ErrorCodes {

    /** Invalid JSON. */
    public static final int PARSE_ERROR = -32700;
    /** Not a JSON-RPC request. */
    public static final int INVALID_REQUEST = -32600;
    /** No such method, or not before {@code initialize}. */
    public static final int METHOD_NOT_FOUND = -32601;
    /** Bad params; the message names the field. */
    public static final int INVALID_PARAMS = -32602;
    /** Something failed inside the host. */
    public static final int INTERNAL_ERROR = -32603;
    /** No such channel to subscribe to. */
    public static final int RESOURCE_NOT_FOUND = -32001;
    /** A URI reserved for something else (a tool call's retained terminal). */
    public static final int ALREADY_EXISTS_RESERVED = -32003;
    /** No version both sides speak; {@code data.supportedVersions} lists this host's. */
    public static final int UNSUPPORTED_PROTOCOL_VERSION = -32005;
    /** No such thing (an unknown client id on {@code reconnect}). */
    public static final int NOT_FOUND = -32008;
    /** The person's role does not cover the operation. */
    public static final int PERMISSION_DENIED = -32009;
    /** Something by that name exists already. */
    public static final int ALREADY_EXISTS = -32010;

    private ErrorCodes() {}
}

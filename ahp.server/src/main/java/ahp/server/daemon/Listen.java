package ahp.server.daemon;

/**
 * Where the daemon listens ({@code --listen HOST:PORT}).
 *
 * @param host an address or name to bind
 * @param port a port; 0 picks a free one
 */
public record Listen(String host, int port) {

    /** The default: loopback only, port 8787. */
    public static final Listen DEFAULT = new Listen("127.0.0.1", 8787);

    /** Checks the port's range. */
    public Listen {
        if (host == null || host.isBlank()) {
            throw new IllegalArgumentException("--listen: the host is empty");
        }
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("--listen: port " + port + " is out of range (0 to 65535)");
        }
    }

    /**
     * Parses {@code HOST:PORT}, {@code [IPV6]:PORT}, or {@code :PORT} for the default host.
     *
     * @throws IllegalArgumentException saying what is wrong
     */
    public static Listen parse(String value) {
        int colon = value.lastIndexOf(':');
        if (colon < 0) {
            throw new IllegalArgumentException("--listen: expected HOST:PORT, not \"" + value + "\"");
        }
        String host = value.substring(0, colon);
        if (host.startsWith("[") && host.endsWith("]")) {
            host = host.substring(1, host.length() - 1);
        }
        if (host.isEmpty()) {
            host = DEFAULT.host();
        }
        int port;
        try {
            port = Integer.parseInt(value.substring(colon + 1));
        } catch (NumberFormatException notANumber) {
            throw new IllegalArgumentException("--listen: the port in \"" + value + "\" is not a number");
        }
        return new Listen(host, port);
    }
}

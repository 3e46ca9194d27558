package ahp.protocol;

/** Well-known channel URIs. */
public final class Channels {

    /** The root channel; connection-level commands ({@code initialize}, {@code ping}, ...) use it too. */
    public static final String ROOT = "ahp-root://";

    private Channels() {}
}

package ahp.terminals.api.spi;

/** What every provider of this module's SPIs has: a short name a host orders and picks by. */
public interface NamedProvider {

    /** A short lower-case name, such as {@code "pty"} or {@code "pipes"}; a configuration key. */
    String name();
}

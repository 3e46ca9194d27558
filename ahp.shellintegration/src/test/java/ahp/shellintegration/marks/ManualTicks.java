package ahp.shellintegration.marks;

/** Clocks a test moves by hand. */
final class ManualTicks implements Ticks {

    long millis = 1_700_000_000_000L;
    long nanos = 5_000_000_000L;

    /** Moves both clocks on by {@code ms}. */
    void advance(long ms) {
        millis += ms;
        nanos += ms * 1_000_000L;
    }

    @Override
    public long epochMillis() {
        return millis;
    }

    @Override
    public long nanos() {
        return nanos;
    }
}

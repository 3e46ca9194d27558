package ahp.shellintegration.marks;

/** The two clocks a tracker reads: the wall clock for when a command started, a monotonic one for how long it ran. */
interface Ticks {

    /** The host's clock, in epoch milliseconds. */
    long epochMillis();

    /** A monotonic clock, in nanoseconds from an arbitrary origin. */
    long nanos();

    /** The system's clocks. */
    Ticks SYSTEM = new Ticks() {
        @Override
        public long epochMillis() {
            return System.currentTimeMillis();
        }

        @Override
        public long nanos() {
            return System.nanoTime();
        }
    };
}

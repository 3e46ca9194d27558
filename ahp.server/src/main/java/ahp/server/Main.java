package ahp.server;

/** The daemon's entry point: {@code ahpd serve}. */
public final class Main {

    private Main() {}

    /** Runs the daemon. */
    public static void main(String[] args) {
        System.err.println("ahpd: the daemon is built in issue 5");
        System.exit(2);
    }
}

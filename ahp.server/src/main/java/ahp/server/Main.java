package ahp.server;

import ahp.server.daemon.Daemon;
import java.util.List;
import java.util.Map;

/**
 * The daemon's entry point, {@code ahpd serve}: the one way in that the launcher ({@code ahp.launcher},
 * which also runs {@code ahp} and {@code ahpd mcp}) and a process of its own ({@code -m ahp.server})
 * share.
 */
public final class Main {

    private Main() {}

    /**
     * Runs the daemon with {@code args} (the flags after {@code serve}) until the JVM is told to stop.
     *
     * @return the exit status when it could not start
     */
    public static int serve(List<String> args, Map<String, String> environment) {
        return Daemon.run(args, environment);
    }

    /** Runs the daemon with {@code args}, with or without a leading {@code serve}, and exits with its status. */
    public static void main(String[] args) {
        List<String> arguments = List.of(args);
        if (!arguments.isEmpty() && arguments.getFirst().equals("serve")) {
            arguments = arguments.subList(1, arguments.size());
        }
        System.exit(serve(arguments, System.getenv()));
    }
}

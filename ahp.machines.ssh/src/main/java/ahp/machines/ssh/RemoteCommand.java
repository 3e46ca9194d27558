package ahp.machines.ssh;

import ahp.terminals.api.platform.PosixWords;
import ahp.machines.api.TypedShells;
import ahp.terminals.api.spi.ProcessLaunch;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The command ssh has the remote user's login shell run for a launch:
 * {@code cd <directory> && exec env K=V ... <program> <args>}, every word single-quoted. The directory
 * is the launch's, expected at the same path there; the environment is the whole of the launch's,
 * set over the remote login's own; the program and its arguments are {@link TypedShells#argv}'s (a
 * shell the host types commands into starts with no history expansion).
 */
final class RemoteCommand {

    private RemoteCommand() {}

    /** The command line for {@code launch}, for a POSIX login shell to parse. */
    static String of(ProcessLaunch launch) {
        List<String> words = new ArrayList<>();
        words.add("env");
        for (Map.Entry<String, String> variable : remoteEnvironment(launch.environment()).entrySet()) {
            words.add(variable.getKey() + "=" + variable.getValue());
        }
        words.addAll(TypedShells.argv(launch));
        return "cd " + PosixWords.quote(launch.directory().toString()) + " && exec " + PosixWords.join(words);
    }

    /**
     * The variables set there, by name: all of the launch's but the scratch-file request, which only
     * a local binding answers (a binding that cannot make one takes it away), and any name {@code env}
     * could not take as a variable (empty, or starting with {@code -}).
     */
    static Map<String, String> remoteEnvironment(Map<String, String> environment) {
        Map<String, String> remote = new TreeMap<>();
        environment.forEach((name, value) -> {
            if (!name.isEmpty() && !name.startsWith("-") && name.indexOf('=') < 0
                    && !ProcessLaunch.SCRATCH_FILE_REQUEST.equals(name)) {
                remote.put(name, value);
            }
        });
        return remote;
    }
}

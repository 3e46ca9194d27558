package ahp.machines.docker.exec;

import ahp.machines.api.TypedShells;
import ahp.machines.docker.engine.EngineJson;
import ahp.terminals.api.spi.ProcessLaunch;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * What an exec runs for a launch. The launch's argv runs under a small {@code /bin/sh} wrapper that
 * gives the terminal the launch's size when the engine has not yet (an exec's terminal starts at 0x0,
 * and API 1.41 takes no size before the start), writes its own pid to {@code /tmp/.ahp-<key>.pid}
 * and then {@code exec}s the argv. A TTY exec leads a session of its own, so that pid names the
 * session a kill ends ({@link #killScript}).
 */
final class ExecCommand {

    private ExecCommand() {}

    /** The pid file of the process with {@code key}. */
    static String pidFile(String key) {
        return "/tmp/.ahp-" + key + ".pid";
    }

    /** The body of {@code POST /containers/{id}/exec} for {@code launch}, run as {@code user}. */
    static ObjectNode spec(ProcessLaunch launch, String key, String user) {
        StringBuilder wrapper = new StringBuilder();
        if (launch.cols() > 0 && launch.rows() > 0) {
            wrapper.append("[ \"$(stty size 2>/dev/null)\" = \"0 0\" ] && stty rows ").append(launch.rows())
                    .append(" cols ").append(launch.cols()).append(" 2>/dev/null; ");
        }
        wrapper.append("{ echo $$ >").append(pidFile(key)).append("; } 2>/dev/null; exec \"$@\"");
        ArrayNode cmd = EngineJson.array().add("/bin/sh").add("-c").add(wrapper.toString()).add("sh");
        TypedShells.argv(launch).forEach(cmd::add);
        ArrayNode env = EngineJson.array();
        launch.environment().forEach((name, value) -> env.add(name + "=" + value));
        ObjectNode spec = EngineJson.object()
                .put("AttachStdin", true).put("AttachStdout", true).put("AttachStderr", true).put("Tty", true)
                .put("WorkingDir", launch.directory().toString())
                .put("User", user);
        spec.set("Cmd", cmd);
        spec.set("Env", env);
        return spec;
    }

    /**
     * The script (run as root) that ends the process with {@code key} and its whole session: it waits
     * up to 5 s for the pid file (a kill may come as the process starts), hangs the session up
     * (SIGHUP, and SIGCONT for a stopped job), gives it up to 2 s to go, then kills what is left
     * (SIGKILL). The session's members are read from {@code /proc/<pid>/stat}, so no {@code ps} is needed.
     */
    static String killScript(String key) {
        String file = pidFile(key);
        return """
                f=%s
                i=0
                while [ ! -s "$f" ] && [ $i -lt 50 ]; do sleep 0.1; i=$((i+1)); done
                [ -s "$f" ] || exit 0
                read -r s < "$f"
                rm -f "$f"
                members() {
                  for d in /proc/[0-9]*; do
                    { read -r l < "$d/stat"; } 2>/dev/null || continue
                    r=${l##*') '}
                    set -- $r
                    [ "$4" = "$s" ] && echo "${d#/proc/}"
                  done
                }
                for p in $(members); do kill -HUP "$p" 2>/dev/null; kill -CONT "$p" 2>/dev/null; done
                i=0
                while [ -n "$(members)" ] && [ $i -lt 20 ]; do sleep 0.1; i=$((i+1)); done
                for p in $(members); do kill -KILL "$p" 2>/dev/null; done
                exit 0
                """.formatted(file);
    }
}

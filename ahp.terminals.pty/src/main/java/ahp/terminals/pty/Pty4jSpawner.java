package ahp.terminals.pty;

import com.pty4j.WinSize;
import com.pty4j.unix.Pty;
import com.pty4j.unix.PtyHelpers;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The fallback: pty4j opens the pair and forks the JVM, and its native child makes itself a session
 * leader with the slave as its controlling terminal before it runs the program. Forking a large JVM
 * costs several milliseconds (its mappings are copied, then given up at {@code execve}).
 */
final class Pty4jSpawner implements Spawner {

    /** This way's name for {@value Spawner#PROPERTY}. */
    static final String NAME = "pty4j";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public boolean usesPty4j() {
        return true;
    }

    @Override
    public PtyPair open(int cols, int rows) throws IOException {
        Pty pty = new Pty();
        try {
            pty.setWindowSize(new WinSize(cols, rows), null);
        } catch (IOException | RuntimeException failed) {
            pty.close();
            throw failed;
        }
        return new PtyPair() {
            @Override
            public int master() {
                return pty.getMasterFD();
            }

            @Override
            public String slaveName() {
                return pty.getSlaveName();
            }

            @Override
            public void resize(int cols, int rows) throws IOException {
                pty.setWindowSize(new WinSize(cols, rows), null);
            }

            @Override
            public void close() {
                try {
                    pty.close();
                } catch (IOException ignored) {
                    // Nothing more can be done about a master that does not close.
                }
            }
        };
    }

    @Override
    public int start(PtyPair pair, Path executable, List<String> argv, Map<String, String> environment, Path directory)
            throws IOException {
        int pid = PtyHelpers.execPty(executable.toString(), argv.toArray(String[]::new),
                entries(environment).toArray(String[]::new), directory.toString(), pair.slaveName(),
                pair.master(), null, -1, false);
        if (pid <= 0) {
            throw new IOException("cannot fork " + executable);
        }
        return pid;
    }

    /** The environment as {@code NAME=value} entries. */
    static List<String> entries(Map<String, String> environment) {
        return environment.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue()).toList();
    }
}

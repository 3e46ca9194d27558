package ahp.terminals.pty;

import ahp.terminals.api.spi.ProcessLaunch;
import ahp.terminals.pty.posix.Pseudoterminal;
import ahp.terminals.pty.posix.PtySpawn;
import ahp.terminals.pty.posix.ScratchFile;
import ahp.terminals.pty.posix.SpawnFailure;
import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Opens the pair with {@code posix_openpt} and starts the child with {@code posix_spawn}
 * ({@link PtySpawn}), all through the JDK's foreign-function API: the JVM is never forked, and
 * neither pty4j nor JNA is loaded.
 */
final class PosixSpawner implements Spawner {

    /** This way's name for {@value Spawner#PROPERTY}. */
    static final String NAME = "posix";

    /** {@link ProcessLaunch#SCRATCH_FILE_REQUEST}, which this way answers with a {@link ScratchFile}. */
    static final String SCRATCH_REQUEST = ProcessLaunch.SCRATCH_FILE_REQUEST;

    /** Whether this machine's C library can start a child this way. */
    static boolean available() {
        return PtySpawn.available();
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public boolean usesPty4j() {
        return false;
    }

    @Override
    public PtyPair open(int cols, int rows) throws IOException {
        Pseudoterminal pair = Pseudoterminal.open(cols, rows);
        return new PtyPair() {
            @Override
            public int master() {
                return pair.master();
            }

            @Override
            public String slaveName() {
                return pair.slaveName();
            }

            @Override
            public void resize(int cols, int rows) throws IOException {
                pair.resize(cols, rows);
            }

            @Override
            public void close() {
                pair.close();
            }
        };
    }

    @Override
    public int start(PtyPair pair, Path executable, List<String> argv, Map<String, String> environment, Path directory)
            throws IOException {
        Map<String, String> env = environment;
        String scratch = null;
        if (environment.containsKey(SCRATCH_REQUEST)) {
            env = new HashMap<>(environment);
            String folder = System.getProperty("java.io.tmpdir", "/tmp");
            if (ScratchFile.usable(folder)) {
                scratch = folder;
                env.put(SCRATCH_REQUEST, Integer.toString(ScratchFile.DESCRIPTOR));
            } else {
                env.remove(SCRATCH_REQUEST);
            }
        }
        try {
            return PtySpawn.start(executable.toString(), argv, Pty4jSpawner.entries(env), directory.toString(),
                    pair.slaveName(), scratch);
        } catch (SpawnFailure failure) {
            if (scratch == null) {
                throw failure;
            }
            // The folder may have gone since it was tried: the child starts without a scratch file
            // (its script makes its own), and the folder is tried again next time.
            ScratchFile.forget(scratch);
            env.remove(SCRATCH_REQUEST);
            return PtySpawn.start(executable.toString(), argv, Pty4jSpawner.entries(env), directory.toString(),
                    pair.slaveName(), null);
        }
    }
}

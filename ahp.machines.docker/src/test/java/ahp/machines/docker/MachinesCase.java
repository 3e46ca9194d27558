package ahp.machines.docker;

import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.io.TempDir;

/**
 * A test of the container tier: skipped (or failed, where the tier is required) without an engine
 * and the image; its docker machines made in {@link #machines}, whose containers go after each test.
 */
@Tag("containers")
abstract class MachinesCase {

    @TempDir
    Path tmp;

    /** This test's machines, made once the engine is found ready. */
    TestMachines machines;

    @BeforeEach
    final void requireEngine() {
        DockerCli.requireEngine();
        machines = new TestMachines(tmp);
    }

    @AfterEach
    final void removeWhatItMade() {
        if (machines != null) {
            machines.close();
        }
    }
}

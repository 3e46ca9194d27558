package ahp.terminals.pty;

import ahp.terminals.api.spi.ExitStatus;
import ahp.terminals.api.spi.ProcessLaunch;
import ahp.terminals.api.spi.ProcessOutput;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * The child JVM's side of the native probe: loads pty4j's native library, runs {@code true} under
 * a pseudoterminal through the real binding, started the pty4j way ({@link Pty4jSpawner}), and says
 * {@value #SURVIVED} when it exited 0. A library that does not match this runtime may abort this JVM
 * instead, which is the point of trying it here first.
 */
public final class ProbeMain {

    /** The line the parent looks for. */
    static final String SURVIVED = "ahp-pty-probe: survived";

    private ProbeMain() {}

    /**
     * Runs the probe; exits 0 only when the pseudoterminal child exited 0.
     *
     * @param args ignored
     */
    public static void main(String[] args) throws Exception {
        CompletableFuture<ExitStatus> exit = new CompletableFuture<>();
        StringBuilder printed = new StringBuilder();
        ProcessOutput output = new ProcessOutput() {
            @Override
            public void onData(String chunk) {
                printed.append(chunk);
            }

            @Override
            public void onExit(ExitStatus status) {
                exit.complete(status);
            }
        };
        new PtyBinding(PtyTimings.DEFAULT, true, new Pty4jSpawner()).start(
                new ProcessLaunch(List.of("true"), Path.of("/"), Map.of("PATH", "/usr/bin:/bin"), 80, 24), output);
        ExitStatus status = exit.get(30, TimeUnit.SECONDS);
        if (!status.equals(ExitStatus.exited(0))) {
            System.out.println("ahp-pty-probe: true under a pty ended with " + status + ", printing " + printed);
            System.exit(2);
        }
        System.out.println(SURVIVED);
        System.exit(0);
    }
}

package ahp.test.plugin.binding;

import ahp.terminals.api.spi.ExitStatus;
import ahp.terminals.api.spi.ProcessBinding;
import ahp.terminals.api.spi.ProcessLaunch;
import ahp.terminals.api.spi.ProcessOutput;
import ahp.terminals.api.spi.TerminalProcess;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;

/** Runs a terminal's process as a plain {@link Process} on pipes, its error merged into its output. */
public final class JavaProcessBinding implements ProcessBinding {

    private final String mark;

    /** A binding whose processes see {@code AHP_PLUGIN_MARK=mark}. */
    public JavaProcessBinding(String mark) {
        this.mark = mark;
    }

    @Override
    public boolean isPty() {
        return false;
    }

    @Override
    public TerminalProcess start(ProcessLaunch launch, ProcessOutput output) throws IOException {
        ProcessBuilder builder = new ProcessBuilder(launch.argv()).directory(launch.directory().toFile())
                .redirectErrorStream(true);
        Map<String, String> environment = new HashMap<>(launch.environment());
        environment.put("AHP_PLUGIN_MARK", mark);
        builder.environment().clear();
        builder.environment().putAll(environment);
        Process process = builder.start();
        Thread.ofPlatform().daemon().name("javaprocess-reader").start(() -> read(process, output));
        return new TerminalProcess() {
            @Override
            public long pid() {
                return process.pid();
            }

            @Override
            public void write(String data) {
                try {
                    OutputStream in = process.getOutputStream();
                    in.write(data.getBytes(StandardCharsets.UTF_8));
                    in.flush();
                } catch (IOException gone) {
                    // it exited
                }
            }

            @Override
            public void resize(int cols, int rows) {}

            @Override
            public void interrupt() {}

            @Override
            public void kill() {
                process.descendants().forEach(ProcessHandle::destroyForcibly);
                process.destroyForcibly();
            }
        };
    }

    private static void read(Process process, ProcessOutput output) {
        char[] buffer = new char[8192];
        try (Reader reader = new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8)) {
            for (int n; (n = reader.read(buffer)) >= 0; ) {
                output.onData(new String(buffer, 0, n));
            }
        } catch (IOException gone) {
            // the exit follows
        }
        int code;
        try {
            code = process.waitFor();
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            code = 128;
        }
        output.onExit(ExitStatus.exited(code));
    }
}

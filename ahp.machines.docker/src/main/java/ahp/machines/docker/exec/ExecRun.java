package ahp.machines.docker.exec;

import ahp.machines.docker.engine.DockerApi;
import ahp.machines.docker.engine.EngineException;
import ahp.machines.docker.engine.RawStream;
import ahp.terminals.api.spi.ExitStatus;
import ahp.terminals.api.spi.ProcessLaunch;
import ahp.terminals.api.spi.ProcessOutput;
import ahp.terminals.api.spi.Utf8Stream;
import java.io.IOException;
import java.io.InputStream;
import java.lang.System.Logger.Level;
import java.time.Duration;
import java.util.concurrent.locks.LockSupport;

/**
 * The life of one process, on its own virtual thread, which is the only one that calls its
 * {@link ProcessOutput}: the container made ready, the exec created and started, the stream read and
 * decoded to its end, the exit code asked of the engine, {@code onExit} once, last. A fault of the
 * engine (no answer, no image, a refusal) is one line, {@code ahp: <why>}, and exit code 125, as the
 * {@code docker} CLI's own failures are.
 */
final class ExecRun implements Runnable {

    /** The exit code of a process the engine could not run, as {@code docker run} uses it. */
    static final int ENGINE_FAILED = 125;

    private static final System.Logger LOG = System.getLogger(ExecRun.class.getName());
    private static final int READ_BYTES = 64 * 1024;
    /** How long the engine has to show the exit code after the stream ended. */
    private static final Duration EXIT_CODE_WAIT = Duration.ofSeconds(10);

    private final ExecProcess process;
    private final DockerApi api;
    private final ContainerSource source;
    private final String user;
    private final ProcessLaunch launch;
    private final ProcessOutput output;

    ExecRun(ExecProcess process, ContainerSource source, String user, ProcessLaunch launch, ProcessOutput output) {
        this.process = process;
        this.api = process.api;
        this.source = source;
        this.user = user;
        this.launch = launch;
        this.output = output;
    }

    @Override
    public void run() {
        ExitStatus status = ExitStatus.exited(ENGINE_FAILED);
        RawStream stream = null;
        try {
            stream = startExec();
            if (stream == null) {
                process.cancelled = true;
                status = ExitStatus.signaled("SIGKILL");
            } else {
                boolean broken = pump(stream);
                status = exitStatus(broken);
            }
        } catch (EngineException failure) {
            deliver("ahp: " + failure.getMessage() + "\r\n");
        } catch (RuntimeException failure) {
            LOG.log(Level.ERROR, "A process in a container failed", failure);
            deliver("ahp: " + failure + "\r\n");
        } finally {
            process.stream.complete(null);
            process.outputEnded.countDown();
            process.ended();
            if (stream != null) {
                stream.close();
            }
            output.onExit(status);
        }
    }

    /** The container made ready and the exec started: its stream, or null when a kill called it off. */
    private RawStream startExec() throws EngineException {
        if (process.killAsked.get()) {
            return null;
        }
        ContainerSource.Ready ready = source.ready();
        if (ready.notice() != null) {
            deliver(ready.notice());
        }
        process.containerId = ready.containerId();
        if (process.killAsked.get()) {
            return null;
        }
        process.execId = api.createExec(ready.containerId(), ExecCommand.spec(launch, process.key, user));
        if (process.killAsked.get()) {
            return null;
        }
        RawStream stream = api.startExec(process.execId, true);
        process.stream.complete(stream);
        if (process.killAsked.get()) {
            process.endInside();
        }
        process.sendFirstSize();
        return stream;
    }

    /** Reads the stream to its end, delivering the text; whether it broke rather than ended. */
    private boolean pump(RawStream stream) {
        Utf8Stream utf8 = new Utf8Stream();
        byte[] buffer = new byte[READ_BYTES];
        boolean broken = false;
        try {
            InputStream in = stream.input();
            int count;
            while ((count = in.read(buffer)) >= 0) {
                deliver(utf8.decode(buffer, count));
            }
        } catch (IOException failure) {
            broken = !process.killAsked.get();
            if (broken) {
                LOG.log(Level.WARNING, "The stream of a process in container " + process.containerId
                        + " broke: " + failure.getMessage());
            }
        }
        deliver(utf8.finish());
        return broken;
    }

    /**
     * How the exec ended, as the engine says once it no longer runs. An exec the engine no longer
     * knows went with its container (removed under it, or at the session's release): killed.
     */
    private ExitStatus exitStatus(boolean broken) throws EngineException {
        long end = System.nanoTime() + EXIT_CODE_WAIT.toNanos();
        DockerApi.ExecState state;
        try {
            state = api.inspectExec(process.execId);
            while (state.running() && !broken && System.nanoTime() - end < 0) {
                LockSupport.parkNanos(Duration.ofMillis(20).toNanos());
                state = api.inspectExec(process.execId);
            }
        } catch (EngineException refused) {
            if (refused.status() != 404) {
                throw refused;
            }
            deliver("\r\nahp: this session's container was removed\r\n");
            return ExitStatus.signaled("SIGKILL");
        }
        if (state.running() || state.exitCode() == null) {
            if (broken || state.running()) {
                process.endInside();
                deliver("\r\nahp: the connection to the Docker engine at " + api.address()
                        + " broke while the process ran\r\n");
                return ExitStatus.exited(ENGINE_FAILED);
            }
            return ExitStatus.exited(126);
        }
        int code = state.exitCode();
        if (process.killAsked.get()) {
            switch (code) {
                case 129 -> { return ExitStatus.signaled("SIGHUP"); }
                case 137 -> { return ExitStatus.signaled("SIGKILL"); }
                case 143 -> { return ExitStatus.signaled("SIGTERM"); }
                default -> { }
            }
        }
        return ExitStatus.exited(code);
    }

    private void deliver(String text) {
        if (text.isEmpty()) {
            return;
        }
        try {
            output.onData(text);
        } catch (RuntimeException failure) {
            LOG.log(Level.WARNING, "The output's receiver failed; reading goes on", failure);
        }
    }
}

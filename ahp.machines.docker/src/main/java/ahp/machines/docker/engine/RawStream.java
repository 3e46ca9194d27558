package ahp.machines.docker.engine;

import java.io.InputStream;
import java.io.OutputStream;

/**
 * A connection the engine handed over after {@code 101 UPGRADED}: the raw bytes of an exec, each way.
 * With a TTY they are the terminal's bytes as they are (no 8-byte frame headers). No deadline holds
 * it: it lasts as long as the process.
 */
public final class RawStream implements AutoCloseable {

    private final EngineConnection connection;
    private final InputStream input;

    RawStream(EngineConnection connection, InputStream input) {
        this.connection = connection;
        this.input = input;
    }

    /** What the process writes; ends when it has exited (or the stream was closed). */
    public InputStream input() {
        return input;
    }

    /** The process's input. */
    public OutputStream output() {
        return connection.output();
    }

    /** Ends the stream both ways; a read blocked on it ends. Never throws. */
    @Override
    public void close() {
        connection.close();
    }
}

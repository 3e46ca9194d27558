package ahp.machines.docker.engine;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A connection through ssh, as the {@code docker} CLI makes one: {@code ssh [options] [-p port] --
 * [user@]host docker system dial-stdio}, one process a connection, whose standard input and output
 * are the connection. The {@code docker} CLI on the far host joins them to its engine. What ssh says
 * on its standard error is kept, to say why a connection ended before an answer.
 */
final class SshConnection implements EngineConnection {

    /** How much of what ssh said is kept: its last words are the reason. */
    private static final int SAID_KEPT = 2000;

    private final List<String> command;
    private final StringBuilder said = new StringBuilder();
    private Process process;
    private Thread stderrReader;
    private boolean closed;

    /** A connection to {@code address} through the program and options {@code ssh}; nothing runs yet. */
    SshConnection(EngineAddress address, List<String> ssh) {
        this.command = command(address, ssh);
    }

    /** The command line for {@code address}: {@code ssh} with the port, the host and the dial. */
    static List<String> command(EngineAddress address, List<String> ssh) {
        List<String> command = new ArrayList<>(ssh);
        command.add("-T");
        if (address.port() > 0) {
            command.addAll(List.of("-p", String.valueOf(address.port())));
        }
        command.add("--");
        command.add(address.user() == null ? address.host() : address.user() + "@" + address.host());
        command.addAll(List.of("docker", "system", "dial-stdio"));
        return List.copyOf(command);
    }

    @Override
    public void connect() throws IOException {
        Process started = new ProcessBuilder(command).start();
        synchronized (this) {
            process = started;
            if (closed) {
                started.destroyForcibly();
                throw new IOException("closed while ssh started");
            }
        }
        stderrReader = Thread.ofVirtual().name("ahp-docker-ssh-stderr").start(this::keepWhatSshSays);
    }

    private void keepWhatSshSays() {
        byte[] buffer = new byte[1024];
        try (InputStream stderr = process.getErrorStream()) {
            int count;
            while ((count = stderr.read(buffer)) >= 0) {
                synchronized (said) {
                    said.append(new String(buffer, 0, count, StandardCharsets.UTF_8));
                    if (said.length() > SAID_KEPT) {
                        said.delete(0, said.length() - SAID_KEPT);
                    }
                }
            }
        } catch (IOException ended) {
            // The process is gone; what it said so far is kept.
        }
    }

    @Override
    public InputStream input() {
        return process.getInputStream();
    }

    @Override
    public OutputStream output() {
        return process.getOutputStream();
    }

    /** The last line ssh wrote on its standard error, once it has exited (or two seconds passed). */
    @Override
    public String carrierSaid() {
        try {
            if (process.waitFor(2, TimeUnit.SECONDS)) {
                stderrReader.join(2000);
            }
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
        }
        String text;
        synchronized (said) {
            text = said.toString().strip();
        }
        if (text.isEmpty()) {
            return process.isAlive() ? null : "ssh exited with " + process.exitValue();
        }
        return text.substring(text.lastIndexOf('\n') + 1).strip();
    }

    @Override
    public void close() {
        Process running;
        synchronized (this) {
            closed = true;
            running = process;
        }
        if (running != null) {
            running.destroy();
            try {
                running.getOutputStream().close();
            } catch (IOException ignored) {
                // The process is being ended; its input is of no use any more.
            }
        }
    }
}

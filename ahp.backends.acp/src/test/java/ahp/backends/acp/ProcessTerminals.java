package ahp.backends.acp;

import ahp.backends.api.BackendTerminal;
import ahp.backends.api.BackendTerminals;
import ahp.backends.api.TerminalRequest;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The tests' {@link BackendTerminals}: each terminal a real process on pipes (standard error merged
 * into its output), its program with its arguments, or {@code /bin/sh -c} with the line; killed with
 * its descendants. Records every request and which terminals were released.
 */
final class ProcessTerminals implements BackendTerminals {

    private final Path primary;
    private final AtomicInteger next = new AtomicInteger(1);
    private final List<TerminalRequest> requests = new ArrayList<>();
    private final List<String> released = new ArrayList<>();
    private volatile RuntimeException refusal;

    ProcessTerminals(Path primary) {
        this.primary = primary;
    }

    /** Every later {@link #open} throws {@code failure} (a refused grant, say). */
    void refuse(RuntimeException failure) {
        refusal = failure;
    }

    synchronized List<TerminalRequest> requests() {
        return List.copyOf(requests);
    }

    synchronized List<String> released() {
        return List.copyOf(released);
    }

    @Override
    public BackendTerminal open(TerminalRequest request) {
        synchronized (this) {
            requests.add(request);
        }
        if (refusal != null) {
            throw refusal;
        }
        List<String> command = new ArrayList<>();
        if (request.args() == null) {
            command.addAll(List.of("/bin/sh", "-c", request.program()));
        } else {
            command.add(request.program());
            command.addAll(request.args());
        }
        ProcessBuilder builder = new ProcessBuilder(command)
                .directory((request.directory() == null ? primary : request.directory()).toFile())
                .redirectErrorStream(true);
        builder.environment().putAll(request.environment());
        try {
            return new Terminal("ahp-terminal:/test/" + next.getAndIncrement(), builder.start());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private final class Terminal implements BackendTerminal {

        private final String uri;
        private final Process process;
        private final StringBuilder output = new StringBuilder();
        private final CompletableFuture<Void> read = new CompletableFuture<>();
        private final CompletableFuture<Exit> exited;
        private volatile boolean killed;

        Terminal(String uri, Process process) {
            this.uri = uri;
            this.process = process;
            Thread.ofPlatform().daemon().start(() -> pump(process.getInputStream()));
            exited = read.thenCombine(process.onExit(), (ignored, done) ->
                    killed ? new Exit(null, "SIGKILL") : new Exit(done.exitValue(), null));
        }

        private void pump(InputStream in) {
            try (Reader reader = new InputStreamReader(in, StandardCharsets.UTF_8)) {
                char[] buffer = new char[4096];
                int n;
                while ((n = reader.read(buffer)) > 0) {
                    synchronized (output) {
                        output.append(buffer, 0, n);
                    }
                }
            } catch (IOException e) {
                // killed
            } finally {
                read.complete(null);
            }
        }

        @Override
        public String uri() {
            return uri;
        }

        @Override
        public boolean isPty() {
            return false;
        }

        @Override
        public Output output() {
            synchronized (output) {
                return new Output(output.toString(), false);
            }
        }

        @Override
        public CompletionStage<Exit> exited() {
            return exited;
        }

        @Override
        public void write(String data) {
            throw new UnsupportedOperationException();
        }

        @Override
        public void resize(int cols, int rows) {}

        @Override
        public void kill() {
            if (process.isAlive()) {
                killed = true;
                process.descendants().forEach(ProcessHandle::destroyForcibly);
                process.destroyForcibly();
            }
            try {
                process.waitFor(10, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }

        @Override
        public void release() {
            kill();
            synchronized (ProcessTerminals.this) {
                released.add(uri);
            }
        }
    }
}

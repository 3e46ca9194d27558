package ahp.cli;

import ahp.client.HostConnection;
import java.io.IOException;
import java.io.PrintStream;
import java.time.Duration;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * {@code ahp train}: what a person does with a terminal, done once against a daemon so the daemon
 * can record it. {@code bin/aot-train} runs it while the daemon it trains records its start-up
 * cache ({@code -XX:AOTMode=record}); JDK 25 keeps the method profiles of that run in the cache, so
 * a daemon started from it compiles the paths a keystroke and a stream of output take as soon as
 * they are used rather than after thousands of calls at the JIT's profiling tier.
 *
 * <p>It types into {@code cat} and into {@code bash} one key at a time, as a person types: under a
 * pty each key once the one before was echoed, and the next line once the shell printed the last one
 * back. Then two connections watch a terminal print a few megabytes of numbers and base64, and every
 * terminal is disposed. Each terminal runs {@code /bin/sh -c} with this host's {@code _meta["ahp.command"]},
 * so no rc file of the person's is read; {@code bash}'s history goes to {@code /dev/null}.
 */
final class DaemonTraining {

    /** How long any one thing waited for may take before the training fails. */
    private static final Duration DEADLINE = Duration.ofSeconds(30);

    /** What each typed-into terminal prints first, so {@code createTerminal} is answered at once. */
    private static final String READY = "printf 'ready\\n'; ";

    /** The shells typed into. */
    private static final Map<String, String> TYPED = Map.of(
            "cat", READY + "exec cat",
            "bash", READY + "export HISTFILE=/dev/null; exec bash --norc --noprofile");

    /** What streams, once both watchers subscribed and a line was typed. */
    private static final String STREAM = READY + "read -r go; seq 1 300000; head -c 3000000 /dev/urandom | base64";

    /** What a typed line says, after its number: what {@code cat} or {@code echo} prints back. */
    private static final String WORD = "qwertyuiopasdfghjklzxcvbnm";

    private final HostConnection typist;
    private final HostConnection watcher;
    private final Map<String, Transcript> transcripts = new ConcurrentHashMap<>();

    private DaemonTraining(HostConnection typist, HostConnection watcher) {
        this.typist = typist;
        this.watcher = watcher;
        typist.onNotification(this::accept);
    }

    /** Runs the training with {@code keys} keys typed into each shell; returns the exit status. */
    static int run(ClientOptions options, int keys, PrintStream out) throws IOException {
        long started = System.nanoTime();
        try (HostConnection typist = options.connect(); HostConnection watcher = options.connect()) {
            DaemonTraining training = new DaemonTraining(typist, watcher);
            for (String shell : TYPED.keySet().stream().sorted().toList()) {
                training.type(shell, TYPED.get(shell), keys);
            }
            training.stream();
        }
        out.printf("ahp train: %d keys typed into cat and into bash, then a stream of output, in %.1f s%n", keys,
                (System.nanoTime() - started) / 1e9);
        return 0;
    }

    private void accept(JsonNode notification) {
        if ("action".equals(notification.path("method").asString(""))) {
            JsonNode envelope = notification.path("params");
            Transcript transcript = transcripts.get(envelope.path("channel").asString(""));
            if (transcript != null) {
                transcript.accept(envelope);
            }
        }
    }

    /** Opens a terminal running {@code line} and subscribes the typist; the terminal's state. */
    private JsonNode open(String uri, String line, Transcript transcript) throws IOException {
        transcripts.put(uri, transcript);
        ObjectNode params = TerminalActions.create(typist, uri).put("cols", 120).put("rows", 30);
        params.putObject("_meta").put("ahp.command", line).put("ahp.shell", "/bin/sh");
        typist.rpc().call("createTerminal", params);
        JsonNode state = typist.subscribe(uri).path("state");
        if ("exited".equals(state.path("lifecycle").path("status").asString(""))) {
            transcript.exited();
        }
        return state;
    }

    private void type(String name, String line, int keys) throws IOException {
        String uri = "ahp-terminal:/train-" + name + "-" + UUID.randomUUID();
        Transcript transcript = new Transcript(uri, true);
        boolean pty = open(uri, line, transcript).path("isPty").asBoolean(true);
        String enter = pty ? "\r" : "\n";
        if (name.equals("bash")) {
            TerminalActions.resize(typist, uri, 100, 40);
        }
        for (int typed = 0, row = 0; typed < keys; row++) {
            String word = ("l" + row + WORD).substring(0, WORD.length());
            String text = (name.equals("bash") ? "echo " : "") + word;
            // On pipes nothing echoes a key: cat prints each as it reads it, before the Enter, so
            // the line is looked for from its first key. Under a pty the echo holds the word too,
            // so it is looked for after the Enter.
            int lineStart = transcript.length();
            for (int i = 0; i < text.length(); i++) {
                int mark = transcript.length();
                input(uri, text.substring(i, i + 1));
                if (pty && !transcript.await(text.substring(i, i + 1), mark, DEADLINE)) {
                    break;
                }
            }
            typed += text.length();
            int mark = pty ? transcript.length() : lineStart;
            input(uri, enter);
            if (!transcript.await(word, mark, DEADLINE)) {
                // The shell is gone (a machine without bash, say): the other terminals still train.
                break;
            }
        }
        dispose(uri);
    }

    private void stream() throws IOException {
        String uri = "ahp-terminal:/train-stream-" + UUID.randomUUID();
        Transcript transcript = new Transcript(uri, false);
        open(uri, STREAM, transcript);
        watcher.subscribe(uri);
        input(uri, "go\n");
        transcript.awaitExit(DEADLINE);
        dispose(uri);
    }

    private void input(String uri, String data) {
        TerminalActions.input(typist, uri, data);
    }

    private void dispose(String uri) throws IOException {
        typist.rpc().call("disposeTerminal", HostConnection.channel(uri));
        transcripts.remove(uri);
    }
}

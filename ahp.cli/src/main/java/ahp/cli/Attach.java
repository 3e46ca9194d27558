package ahp.cli;

import ahp.client.HostConnection;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.EnumSet;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.jline.terminal.Attributes;
import org.jline.terminal.Size;
import org.jline.terminal.Terminal;
import org.jline.utils.NonBlockingReader;
import tools.jackson.databind.JsonNode;

/**
 * A person attached to one terminal: what it already printed, then everything it prints, on the
 * local terminal; what they type goes to it. Under a pseudoterminal the local terminal is raw and
 * its size is the terminal's; {@code Ctrl-] d} detaches and {@code Ctrl-] Ctrl-]} types one
 * {@code Ctrl-]}. A shell on pipes reads lines, so the local terminal stays in line mode:
 * {@code Ctrl-C} interrupts and {@code Ctrl-D} detaches.
 */
final class Attach {

    /** How often an attached client pings, so reading alone never counts as idle. */
    static final java.time.Duration KEEP_ALIVE = java.time.Duration.ofSeconds(30);

    /** The detach prefix, {@code Ctrl-]}. */
    static final char PREFIX = 0x1d;

    private final HostConnection host;
    private final String uri;
    private final Terminal local;
    private final LinkedBlockingQueue<JsonNode> envelopes = new LinkedBlockingQueue<>();
    private final AtomicReference<String> ended = new AtomicReference<>();

    Attach(HostConnection host, String uri, Terminal local) {
        this.host = host;
        this.uri = uri;
        this.local = local;
    }

    /** Attaches until the person detaches, the terminal exits or the connection goes. */
    String run() throws IOException {
        host.onNotification(message -> {
            JsonNode params = message.path("params");
            if ("action".equals(message.path("method").asString("")) && uri.equals(params.path("channel").asString(""))) {
                envelopes.add(params);
            }
        });
        host.rpc().closed().thenAccept(reason -> ended.compareAndSet(null, "connection lost: " + reason));
        JsonNode snapshot = host.subscribe(uri);
        if (snapshot.isMissingNode() || snapshot.isNull()) {
            throw new IOException("the daemon has no terminal " + uri);
        }
        JsonNode state = snapshot.path("state");
        long fromSeq = snapshot.path("fromSeq").asLong();
        boolean pty = state.path("isPty").asBoolean(true);
        PrintWriter out = local.writer();
        out.print("[ahp: attached to " + uri + " (" + state.path("title").asString("") + "): "
                + (pty ? "Ctrl-] d detaches" : "Ctrl-D detaches, Ctrl-C interrupts") + "]\r\n");
        for (JsonNode part : state.path("content")) {
            out.print(part.has("output") ? part.path("output").asString("") : part.path("value").asString(""));
        }
        out.flush();
        if ("exited".equals(state.path("lifecycle").path("status").asString(""))
                || state.has("exitCode")) {
            return exitNote(state.path("lifecycle").path("exitCode").isNumber()
                    ? state.path("lifecycle").path("exitCode") : state.path("exitCode"));
        }
        Attributes saved = local.getAttributes();
        try {
            if (pty) {
                Attributes raw = new Attributes(saved);
                raw.setLocalFlags(EnumSet.of(Attributes.LocalFlag.ICANON, Attributes.LocalFlag.ECHO,
                        Attributes.LocalFlag.IEXTEN, Attributes.LocalFlag.ISIG), false);
                raw.setInputFlags(EnumSet.of(Attributes.InputFlag.IXON, Attributes.InputFlag.ICRNL,
                        Attributes.InputFlag.INLCR), false);
                // The remote pseudoterminal already turned each newline into CR LF.
                raw.setOutputFlag(Attributes.OutputFlag.OPOST, false);
                raw.setControlChar(Attributes.ControlChar.VMIN, 1);
                raw.setControlChar(Attributes.ControlChar.VTIME, 0);
                local.setAttributes(raw);
                sendSize();
                local.handle(Terminal.Signal.WINCH, signal -> sendSize());
            } else {
                local.handle(Terminal.Signal.INT, signal -> input("\u0003"));
            }
            Thread printer = Thread.ofVirtual().name("ahp-attach-output").start(() -> print(fromSeq));
            Thread pinger = Thread.ofVirtual().name("ahp-attach-ping").start(this::keepAlive);
            try {
                readKeys(pty);
            } finally {
                printer.interrupt();
                pinger.interrupt();
            }
        } finally {
            local.setAttributes(saved);
            host.unsubscribe(uri);
        }
        return ended.get();
    }

    private void keepAlive() {
        try {
            while (ended.get() == null) {
                Thread.sleep(KEEP_ALIVE.toMillis());
                host.rpc().keepAlive();
            }
        } catch (InterruptedException detached) {
            Thread.currentThread().interrupt();
        } catch (RuntimeException gone) {
            ended.compareAndSet(null, "connection lost: " + gone.getMessage());
        }
    }

    private void readKeys(boolean pty) throws IOException {
        NonBlockingReader keys = local.reader();
        boolean prefixed = false;
        StringBuilder batch = new StringBuilder();
        while (ended.get() == null) {
            int c = keys.read(200L);
            if (c == NonBlockingReader.READ_EXPIRED) {
                continue;
            }
            if (c < 0) {
                ended.compareAndSet(null, "detached from " + uri);
                return;
            }
            batch.setLength(0);
            do {
                if (pty && prefixed) {
                    prefixed = false;
                    if (c == 'd' || c == 'D') {
                        flush(batch);
                        ended.compareAndSet(null, "detached from " + uri);
                        return;
                    }
                    batch.append(PREFIX);
                    if (c != PREFIX) {
                        batch.append((char) c);
                    }
                } else if (pty && c == PREFIX) {
                    prefixed = true;
                } else {
                    batch.append((char) c);
                }
                c = keys.read(1L);
            } while (c >= 0);
            flush(batch);
            if (c == NonBlockingReader.EOF) {
                ended.compareAndSet(null, "detached from " + uri);
                return;
            }
        }
    }

    private void flush(StringBuilder batch) {
        if (!batch.isEmpty()) {
            input(batch.toString());
            batch.setLength(0);
        }
    }

    private void input(String data) {
        TerminalActions.input(host, uri, data);
    }

    private void sendSize() {
        Size size = local.getSize();
        if (size.getColumns() > 0 && size.getRows() > 0) {
            TerminalActions.resize(host, uri, size.getColumns(), size.getRows());
        }
    }

    private void print(long fromSeq) {
        PrintWriter out = local.writer();
        boolean refusedShown = false;
        try {
            while (ended.get() == null) {
                JsonNode envelope = envelopes.poll(200, TimeUnit.MILLISECONDS);
                if (envelope == null || envelope.path("serverSeq").asLong() <= fromSeq) {
                    continue;
                }
                JsonNode action = envelope.path("action");
                if (envelope.has("rejectionReason")) {
                    if (!refusedShown && host.clientId().equals(envelope.path("origin").path("clientId").asString(""))) {
                        out.print("\r\n[ahp: refused: " + envelope.path("rejectionReason").asString("") + "]\r\n");
                        out.flush();
                        refusedShown = true;
                    }
                    continue;
                }
                switch (action.path("type").asString("")) {
                    case "terminal/data" -> {
                        out.print(action.path("data").asString(""));
                        out.flush();
                    }
                    case "terminal/exited" -> {
                        out.flush();
                        ended.compareAndSet(null, exitNote(action.path("exitCode")));
                    }
                    default -> {
                        // size, title, claim and command marks change nothing on this screen
                    }
                }
            }
        } catch (InterruptedException detached) {
            Thread.currentThread().interrupt();
        }
    }

    private static String exitNote(JsonNode exitCode) {
        return exitCode.isNumber() ? "the terminal exited with code " + exitCode.asInt() : "the terminal exited";
    }
}

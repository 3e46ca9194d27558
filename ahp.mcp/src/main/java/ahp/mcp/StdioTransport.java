package ahp.mcp;

import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.json.TypeRef;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpServerSession;
import io.modelcontextprotocol.spec.McpServerTransport;
import io.modelcontextprotocol.spec.McpServerTransportProvider;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import reactor.core.publisher.Mono;

/**
 * MCP's stdio transport (one JSON-RPC message a line, UTF-8) for the SDK's server session, with no
 * thread between the pipes and the session: one platform thread reads standard input and hands each
 * message to the session as it is read, and each message out is written to standard output by the
 * thread that sends it, whole, under a lock. The SDK's own stdio transport moves every message
 * through Reactor sinks onto a reading and a writing thread of their own, and each hand-off costs
 * tens to hundreds of microseconds on a small machine, more than the rest of a relayed call.
 *
 * <p>A line that is not a JSON-RPC message, or longer than {@value #MAX_LINE_BYTES} bytes, is
 * answered with a JSON-RPC error (without an id, since none could be read) and the next line is
 * read. At the end of the input the session closes and {@code onEnd} runs.
 */
final class StdioTransport implements McpServerTransportProvider {

    private static final System.Logger LOG = System.getLogger(StdioTransport.class.getName());

    /** The longest line taken, as the SDK's transport takes (16 MiB). */
    static final int MAX_LINE_BYTES = 16 * 1024 * 1024;

    private final McpJsonMapper mapper;
    private final InputStream in;
    private final OutputStream out;
    private final Runnable onEnd;
    private final AtomicBoolean closing = new AtomicBoolean();
    private volatile McpServerSession session;

    /** A transport that reads {@code in}, writes {@code out}, and runs {@code onEnd} once {@code in} ended. */
    StdioTransport(McpJsonMapper mapper, InputStream in, OutputStream out, Runnable onEnd) {
        this.mapper = mapper;
        this.in = in;
        this.out = out;
        this.onEnd = onEnd;
    }

    @Override
    public void setSessionFactory(McpServerSession.Factory sessionFactory) {
        session = sessionFactory.create(new SessionTransport());
        Thread.ofPlatform().daemon().name("mcp-stdin").start(this::readInput);
    }

    @Override
    public Mono<Void> notifyClients(String method, Object params) {
        McpServerSession now = session;
        return now == null ? Mono.error(new IllegalStateException("no MCP session yet")) : now.sendNotification(method, params);
    }

    @Override
    public Mono<Void> closeGracefully() {
        McpServerSession now = session;
        return now == null ? Mono.empty() : now.closeGracefully();
    }

    private void readInput() {
        InputLines lines = new InputLines(in, MAX_LINE_BYTES);
        try {
            for (String line = lines.next(); line != null && !closing.get(); line = lines.next()) {
                if (lines.overlong()) {
                    writeLine(error(McpSchema.ErrorCodes.INVALID_REQUEST, "A message over " + MAX_LINE_BYTES + " bytes"));
                } else if (!line.isBlank()) {
                    handle(line);
                }
            }
        } catch (IOException | RuntimeException failed) {
            if (!closing.get()) {
                LOG.log(System.Logger.Level.WARNING, "Reading the MCP client's messages failed: " + failed);
            }
        } finally {
            closing.set(true);
            session.close();
            onEnd.run();
        }
    }

    private void handle(String line) throws IOException {
        McpSchema.JSONRPCMessage message;
        try {
            message = McpSchema.deserializeJsonRpcMessage(mapper, line);
        } catch (IOException | RuntimeException notJsonRpc) {
            writeLine(error(McpSchema.ErrorCodes.PARSE_ERROR, "Not a JSON-RPC message: " + notJsonRpc.getMessage()));
            return;
        }
        try {
            session.handle(message).subscribe(null, this::notHandled);
        } catch (RuntimeException failed) {
            notHandled(failed);
        }
    }

    private void notHandled(Throwable failed) {
        LOG.log(System.Logger.Level.WARNING, "An MCP message was not handled: " + failed);
    }

    /** An error answer to a message whose id could not be read: JSON-RPC's, with a null id (the SDK's types allow none). */
    private String error(int code, String why) throws IOException {
        Map<String, Object> error = new LinkedHashMap<>();
        error.put("jsonrpc", McpSchema.JSONRPC_VERSION);
        error.put("id", null);
        error.put("error", Map.of("code", code, "message", why));
        return mapper.writeValueAsString(error);
    }

    /** Writes {@code json} and a newline to standard output, whole, now. */
    private void writeLine(String json) throws IOException {
        // One message a line: a newline inside one (pretty-printed, which this mapper never does) is escaped.
        String line = json.indexOf('\n') < 0 && json.indexOf('\r') < 0 ? json
                : json.replace("\r\n", "\\n").replace("\n", "\\n").replace("\r", "\\n");
        byte[] bytes = (line + "\n").getBytes(StandardCharsets.UTF_8);
        synchronized (out) {
            out.write(bytes);
            out.flush();
        }
    }

    /** The session's side: messages written as they are sent. */
    private final class SessionTransport implements McpServerTransport {

        @Override
        public Mono<Void> sendMessage(McpSchema.JSONRPCMessage message) {
            return Mono.fromCallable(() -> {
                if (closing.get()) {
                    return null;
                }
                writeLine(mapper.writeValueAsString(message));
                return null;
            });
        }

        @Override
        public <T> T unmarshalFrom(Object data, TypeRef<T> type) {
            return mapper.convertValue(data, type);
        }

        @Override
        public Mono<Void> closeGracefully() {
            return Mono.fromRunnable(this::close);
        }

        @Override
        public void close() {
            closing.set(true);
        }
    }
}

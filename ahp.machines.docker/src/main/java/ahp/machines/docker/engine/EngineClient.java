package ahp.machines.docker.engine;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import tools.jackson.databind.JsonNode;

/**
 * The Engine API as HTTP/1.1, one request a connection: a request with a JSON body, and an answer
 * read by its length, in chunks or to the end ({@link #call}); or a request the engine answers with
 * {@code 101 UPGRADED} and a raw stream ({@link #upgrade}). Every exchange has a deadline (10 s unless
 * told otherwise): an engine that does not answer in time is a failure that says so, never a hang.
 * Paths are of API version 1.41 (Docker 20.10), which every later engine serves too.
 */
public final class EngineClient {

    /** The API version every path is prefixed with. */
    public static final String API = "/v1.41";
    /** How long an engine has to connect and answer. */
    public static final Duration ANSWER = Duration.ofSeconds(10);
    /** How ssh is run for an {@code ssh://} engine: never asking for a password on a terminal. */
    public static final List<String> SSH = List.of("ssh", "-o", "BatchMode=yes");

    private final EngineAddress address;
    private final List<String> ssh;
    private final Duration answer;

    /** A client of the engine at {@code address}, answering within {@link #ANSWER}. */
    public EngineClient(EngineAddress address) {
        this(address, SSH, ANSWER);
    }

    /**
     * A client that runs {@code ssh} (program and options) for an {@code ssh://} address, and gives
     * the engine {@code answer} to answer.
     */
    public EngineClient(EngineAddress address, List<String> ssh, Duration answer) {
        this.address = address;
        this.ssh = List.copyOf(ssh);
        this.answer = answer;
    }

    /** Where the engine is. */
    public EngineAddress address() {
        return address;
    }

    /**
     * One answer: its status and body.
     *
     * @param status the status code
     * @param json the body as JSON, or null when it was empty or not JSON
     * @param text the body as text
     */
    public record Answer(int status, JsonNode json, String text) {

        /** Whether the status is 2xx or 304 (nothing to do). */
        public boolean ok() {
            return status / 100 == 2 || status == 304;
        }

        /** What the engine said of a failure: its {@code message}, else the body, else the status. */
        public String message() {
            String message = EngineJson.text(json, "message");
            if (message != null && !message.isBlank()) {
                return Words.cut(message);
            }
            return text.isBlank() ? "HTTP status " + status : Words.cut(text);
        }
    }

    /** {@code method target} with {@code body} (or none), within the client's deadline. */
    public Answer call(String method, String target, JsonNode body) throws EngineException {
        return call(method, target, body, answer);
    }

    /** {@code method target} with {@code body} (or none), within {@code limit}. */
    public Answer call(String method, String target, JsonNode body, Duration limit) throws EngineException {
        EngineConnection connection = open();
        Deadline deadline = Deadline.after(limit, connection::close);
        try {
            HttpInput input = send(connection, method, target, body, false);
            HttpResponse head = HttpResponse.readHead(input);
            return answer(head, input);
        } catch (IOException failure) {
            throw failed(connection, deadline, failure);
        } finally {
            deadline.cancel();
            connection.close();
        }
    }

    /** The answer whose head is {@code head}: its status, and its body as JSON and as text. */
    private static Answer answer(HttpResponse head, HttpInput input) throws IOException {
        byte[] bytes = head.readBody(input);
        return new Answer(head.status(), EngineJson.parse(bytes), new String(bytes, StandardCharsets.UTF_8));
    }

    /**
     * {@code POST target} with {@code body}, answered with {@code 101 UPGRADED} and the raw stream,
     * which the caller then owns. The deadline holds until the answer's head has come.
     *
     * @param what what is asked, for the words of a refusal ({@code "start the exec"})
     */
    public RawStream upgrade(String target, JsonNode body, String what) throws EngineException {
        EngineConnection connection = open();
        Deadline deadline = Deadline.after(answer, connection::close);
        boolean handedOver = false;
        try {
            HttpInput input = send(connection, "POST", target, body, true);
            HttpResponse head = HttpResponse.readHead(input);
            if (head.status() != 101) {
                Answer refused = answer(head, input);
                throw EngineException.refused(address, what, refused.status(), refused.message());
            }
            deadline.cancel();
            if (deadline.passed()) {
                throw EngineException.noAnswer(address, answer);
            }
            handedOver = true;
            return new RawStream(connection, input.rest());
        } catch (IOException failure) {
            throw failed(connection, deadline, failure);
        } finally {
            deadline.cancel();
            if (!handedOver) {
                connection.close();
            }
        }
    }

    private EngineConnection open() throws EngineException {
        try {
            return EngineConnection.to(address, ssh);
        } catch (IOException failure) {
            throw EngineException.unreachable(address, Words.why(address, failure));
        }
    }

    private HttpInput send(EngineConnection connection, String method, String target, JsonNode body, boolean upgrade)
            throws IOException {
        connection.connect();
        byte[] content = body == null ? new byte[0] : EngineJson.bytes(body);
        StringBuilder head = new StringBuilder(256)
                .append(method).append(' ').append(API).append(target).append(" HTTP/1.1\r\n")
                .append("Host: docker\r\n")
                .append("User-Agent: ahp-machines-docker\r\n");
        if (body != null) {
            head.append("Content-Type: application/json\r\n");
        }
        head.append("Content-Length: ").append(content.length).append("\r\n");
        head.append(upgrade ? "Connection: Upgrade\r\nUpgrade: tcp\r\n" : "Connection: close\r\n");
        head.append("\r\n");
        OutputStream out = connection.output();
        byte[] headBytes = head.toString().getBytes(StandardCharsets.US_ASCII);
        byte[] request = new byte[headBytes.length + content.length];
        System.arraycopy(headBytes, 0, request, 0, headBytes.length);
        System.arraycopy(content, 0, request, headBytes.length, content.length);
        out.write(request);
        out.flush();
        return new HttpInput(connection.input());
    }

    private EngineException failed(EngineConnection connection, Deadline deadline, IOException failure) {
        if (deadline.passed()) {
            return EngineException.noAnswer(address, deadline.limit());
        }
        String carrier = connection.carrierSaid();
        return EngineException.unreachable(address, carrier != null ? carrier : Words.why(address, failure));
    }
}

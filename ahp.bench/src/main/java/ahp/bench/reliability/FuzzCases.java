package ahp.bench.reliability;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;

/**
 * The frames the fuzzer sends, from a seeded {@link Random} so a run can be repeated: random bytes
 * (as a text frame, or raw on the socket), valid requests mutated byte by byte, fields of the wrong
 * type, huge numbers and strings, deep nesting, unknown methods and actions, valid actions on the
 * wrong channel, and binary frames. Requests carry ids from {@code 1_000_000} up so the fuzzer can
 * tell their answers from its probes'. Nothing here names a command for a terminal to run: a
 * {@code createTerminal} asks for {@code /bin/true}, which exits at once.
 */
final class FuzzCases {

    /** One frame to send. */
    record Case(String kind, int opcode, byte[] bytes, boolean raw, long id) {

        /** Whether it is a request whose answer must come (an id the fuzzer gave and kept intact). */
        boolean expectsAnswer() {
            return id > 0;
        }
    }

    static final int TEXT = 0x1;
    static final int BINARY = 0x2;

    private static final List<String> KINDS = List.of("random-text", "random-raw", "mutated", "wrong-types", "huge",
            "deep", "unknown-method", "unknown-action", "wrong-channel", "binary");
    private static final int[] WEIGHTS = {10, 2, 30, 12, 6, 6, 8, 8, 14, 4};

    private static final String[] CHANNELS = {"ahp-root://", "ahp-terminal:/fuzz-1", "ahp-terminal:/fuzz-2",
        "ahp-session:/fuzz", "ahp-session:/fuzz/chat/1", "agenthost-terminal://shell/x/y", "", "file:///etc/passwd",
        "ahp-terminal:/../../etc", "ahp-chat:/nothing"};
    private static final String[] ACTIONS = {"terminal/input", "terminal/resized", "terminal/claimed",
        "terminal/titleChanged", "terminal/cleared", "root/configChanged", "session/titleChanged", "chat/turnStarted",
        "chat/pendingMessageSet", "chat/turnCancelled", "chat/draftChanged", "terminal/data", "terminal/exited"};
    private static final String[] METHODS = {"ping", "subscribe", "unsubscribe", "createTerminal", "disposeTerminal",
        "listSessions", "createSession", "createChat", "fetchTurns", "initialize", "reconnect", "dispatchAction"};

    private final Random random;
    private long nextId = 1_000_000;

    FuzzCases(long seed) {
        this.random = new Random(seed);
    }

    /** The next frame. */
    Case next() {
        String kind = pick();
        return switch (kind) {
            case "random-text" -> new Case(kind, TEXT, randomBytes(1 + random.nextInt(300)), false, -1);
            case "random-raw" -> new Case(kind, TEXT, randomBytes(1 + random.nextInt(64)), true, -1);
            case "mutated" -> mutated();
            case "wrong-types" -> request(kind, METHODS[random.nextInt(METHODS.length)], wrongParams());
            case "huge" -> huge();
            case "deep" -> deep();
            case "unknown-method" -> request(kind, "fuzz/" + Long.toHexString(random.nextLong()), "{\"channel\":\"ahp-root://\"}");
            case "unknown-action" -> notification(kind, "ahp-root://", "{\"type\":\"fuzz/" + random.nextInt(1000) + "\"}");
            case "wrong-channel" -> wrongChannel();
            default -> new Case(kind, BINARY, randomBytes(random.nextInt(100)), false, -1);
        };
    }

    private String pick() {
        int total = 0;
        for (int weight : WEIGHTS) {
            total += weight;
        }
        int at = random.nextInt(total);
        for (int i = 0; i < WEIGHTS.length; i++) {
            at -= WEIGHTS[i];
            if (at < 0) {
                return KINDS.get(i);
            }
        }
        return KINDS.getLast();
    }

    private Case mutated() {
        long id = nextId++;
        StringBuilder text = new StringBuilder(validRequest(id));
        int edits = 1 + random.nextInt(4);
        for (int i = 0; i < edits && !text.isEmpty(); i++) {
            int at = random.nextInt(text.length());
            switch (random.nextInt(4)) {
                case 0 -> text.setCharAt(at, (char) (32 + random.nextInt(95)));
                case 1 -> text.deleteCharAt(at);
                case 2 -> text.insert(at, "{[\",:}]\\0-e9".charAt(random.nextInt(12)));
                default -> text.insert(at, text.substring(at, Math.min(text.length(), at + random.nextInt(20))));
            }
        }
        // Mutations may have broken the id: no answer is then owed to it, only a live connection.
        return new Case("mutated", TEXT, text.toString().getBytes(StandardCharsets.UTF_8), false, -1);
    }

    private String validRequest(long id) {
        String channel = CHANNELS[random.nextInt(3)];
        String params = switch (random.nextInt(8)) {
            case 0 -> "{\"channel\":\"" + channel + "\"}";
            case 1 -> "{\"channel\":\"ahp-terminal:/fuzz-" + random.nextInt(3) + "\",\"cols\":80,\"rows\":24,"
                    + "\"_meta\":{\"ahp.shell\":\"/bin/true\"}}";
            case 2 -> "{\"channel\":\"ahp-root://\",\"limit\":10}";
            case 3 -> "{\"channel\":\"ahp-root://\",\"clientId\":\"fuzz\",\"lastSeenServerSeq\":0,\"subscriptions\":[\"ahp-root://\"]}";
            case 4 -> "{\"channel\":\"" + channel + "\",\"clientSeq\":1,\"action\":{\"type\":\""
                    + ACTIONS[random.nextInt(ACTIONS.length)] + "\",\"data\":\"x\",\"cols\":10,\"rows\":5}}";
            case 5 -> "{\"channel\":\"ahp-session:/fuzz-" + random.nextInt(3) + "\",\"workingDirectories\":[\"file:///tmp\"]}";
            case 6 -> "{\"channel\":\"ahp-root://\",\"protocolVersions\":[\"0.9.0\"],\"clientId\":\"x\"}";
            default -> "{}";
        };
        return "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"" + METHODS[random.nextInt(METHODS.length)]
                + "\",\"params\":" + params + "}";
    }

    private String wrongParams() {
        String[] values = {"1", "-1", "true", "null", "[]", "{}", "\"\"", "\"x\"", "1.5e308", "[1,[2]]", "{\"a\":{}}"};
        String[] fields = {"channel", "cols", "rows", "clientSeq", "action", "claim", "cwd", "limit", "cursor",
            "clientId", "lastSeenServerSeq", "subscriptions", "protocolVersions", "_meta", "workingDirectories"};
        StringBuilder params = new StringBuilder("{");
        int count = random.nextInt(5);
        for (int i = 0; i < count; i++) {
            if (i > 0) {
                params.append(',');
            }
            params.append('"').append(fields[random.nextInt(fields.length)]).append("\":")
                    .append(values[random.nextInt(values.length)]);
        }
        return random.nextInt(8) == 0 ? values[random.nextInt(values.length)] : params.append('}').toString();
    }

    private Case huge() {
        return switch (random.nextInt(5)) {
            case 0 -> requestWithRawId("huge", "1" + "0".repeat(20 + random.nextInt(400)));
            case 1 -> request("huge", "subscribe", "{\"channel\":\"" + "x".repeat(100_000 + random.nextInt(900_000)) + "\"}");
            case 2 -> request("huge", "createTerminal", "{\"channel\":\"ahp-terminal:/fuzz-h\",\"cols\":1e999,\"rows\":"
                    + Long.MAX_VALUE + "0,\"_meta\":{\"ahp.shell\":\"/bin/true\"}}");
            case 3 -> notification("huge", "ahp-root://", "{\"type\":\"root/configChanged\",\"config\":{\"defaultShell\":\""
                    + "/".repeat(200_000) + "\"}}");
            default -> requestWithRawId("huge", "-9223372036854775809");
        };
    }

    private Case deep() {
        int depth = 100 + random.nextInt(random.nextBoolean() ? 2_000 : 200_000);
        String open = random.nextBoolean() ? "[" : "{\"a\":";
        String close = open.equals("[") ? "]" : "}";
        String nested = open.repeat(depth) + "1" + close.repeat(depth);
        Case request = request("deep", "ping", "{\"channel\":\"ahp-root://\",\"x\":" + nested + "}");
        // Past the parser's nesting limit the id cannot be read: the answer is a parse error with a null id.
        return new Case(request.kind(), request.opcode(), request.bytes(), false, -1);
    }

    private Case wrongChannel() {
        String action = ACTIONS[random.nextInt(ACTIONS.length)];
        String channel = CHANNELS[random.nextInt(CHANNELS.length)];
        return notification("wrong-channel", channel, "{\"type\":\"" + action + "\",\"data\":\"\",\"cols\":3,\"rows\":2,"
                + "\"title\":\"t\",\"claim\":{\"kind\":\"client\",\"clientId\":\"z\"},\"config\":{},\"turnId\":\"t\"}");
    }

    private Case request(String kind, String method, String params) {
        long id = nextId++;
        String text = "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"" + method + "\",\"params\":" + params + "}";
        return new Case(kind, TEXT, text.getBytes(StandardCharsets.UTF_8), false, id);
    }

    private Case requestWithRawId(String kind, String id) {
        String text = "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"ping\",\"params\":{\"channel\":\"ahp-root://\"}}";
        return new Case(kind, TEXT, text.getBytes(StandardCharsets.UTF_8), false, -1);
    }

    private Case notification(String kind, String channel, String action) {
        String text = "{\"jsonrpc\":\"2.0\",\"method\":\"dispatchAction\",\"params\":{\"channel\":\"" + channel
                + "\",\"clientSeq\":" + random.nextInt(1_000) + ",\"action\":" + action + "}}";
        return new Case(kind, TEXT, text.getBytes(StandardCharsets.UTF_8), false, -1);
    }

    private byte[] randomBytes(int length) {
        byte[] bytes = new byte[length];
        random.nextBytes(bytes);
        return bytes;
    }
}

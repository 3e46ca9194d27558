package ahp.bench.wire;

/**
 * Reads the frames that carry a terminal's output ({@code terminal/data}, {@code terminal/exited}
 * actions) straight from their UTF-8, building neither a tree nor the output's text: the output is
 * a {@link JsonText} over the frame, counted as it is found. With four clients in one driver on two
 * cores, the driver's own parsing of every copy of every frame competed with the daemon it measures
 * (bench/NOTES.md, "Four clients against one"). Any other frame, or one this reader cannot place, is
 * left to the tree reader ({@code null}), which also says what is wrong with a malformed one.
 */
final class TerminalFrames {

    private TerminalFrames() {}

    /** The envelope of {@code utf8} when it is a terminal output or exit action; otherwise null. */
    static Envelope read(byte[] utf8) {
        try {
            Fields fields = new Fields();
            Cursor cursor = new Cursor(utf8);
            if (!cursor.object(fields::top) || !cursor.atEnd() || !fields.isAction || fields.type == null) {
                return null;
            }
            return new Envelope(fields.channel, fields.serverSeq, fields.type, fields.data, fields.exitCode,
                    fields.rejectionReason);
        } catch (Unplaced unplaced) {
            return null;
        }
    }

    /** What the frame said, as far as it was read. */
    private static final class Fields {
        boolean isAction;
        String channel = "";
        long serverSeq = -1;
        String type;
        JsonText data;
        Integer exitCode;
        String rejectionReason;

        void top(String name, Cursor cursor) {
            switch (name) {
                case "method" -> {
                    if (!"action".equals(cursor.stringOrNull())) {
                        throw Unplaced.INSTANCE;
                    }
                    isAction = true;
                }
                case "id" -> throw Unplaced.INSTANCE; // a response, or a request from the host
                case "params" -> {
                    if (!cursor.object(this::params)) {
                        throw Unplaced.INSTANCE;
                    }
                }
                default -> cursor.skipValue();
            }
        }

        void params(String name, Cursor cursor) {
            switch (name) {
                case "channel" -> channel = orEmpty(cursor.stringOrNull());
                case "serverSeq" -> serverSeq = cursor.longOr(-1);
                case "rejectionReason" -> rejectionReason = cursor.stringOrNull();
                case "action" -> {
                    if (!cursor.object(this::action)) {
                        throw Unplaced.INSTANCE;
                    }
                }
                default -> cursor.skipValue();
            }
        }

        void action(String name, Cursor cursor) {
            switch (name) {
                case "type" -> {
                    String value = orEmpty(cursor.stringOrNull());
                    if (!value.equals("terminal/data") && !value.equals("terminal/exited")) {
                        throw Unplaced.INSTANCE;
                    }
                    type = value;
                }
                case "data" -> data = cursor.textOrNull();
                case "exitCode" -> {
                    long code = cursor.longOr(Long.MIN_VALUE);
                    exitCode = code >= Integer.MIN_VALUE && code <= Integer.MAX_VALUE ? (int) code : null;
                }
                default -> cursor.skipValue();
            }
        }

        private static String orEmpty(String value) {
            return value == null ? "" : value;
        }
    }

    /** A frame this reader leaves to the tree reader. */
    private static final class Unplaced extends RuntimeException {
        static final Unplaced INSTANCE = new Unplaced();

        private Unplaced() {
            super(null, null, false, false);
        }
    }

    /** A member of an object, read by whoever knows the object. */
    private interface Member {
        void read(String name, Cursor cursor);
    }

    /** A position in the frame, moved value by value. */
    private static final class Cursor {
        private final byte[] in;
        private int at;

        Cursor(byte[] in) {
            this.in = in;
        }

        boolean atEnd() {
            space();
            return at == in.length;
        }

        /** Reads an object, handing each member to {@code member}; false when the value is not an object. */
        boolean object(Member member) {
            space();
            if (peek() != '{') {
                skipValue();
                return false;
            }
            at++;
            space();
            if (peek() == '}') {
                at++;
                return true;
            }
            while (true) {
                space();
                String name = stringOrNull();
                if (name == null) {
                    throw Unplaced.INSTANCE;
                }
                space();
                expect(':');
                member.read(name, this);
                space();
                byte next = take();
                if (next == '}') {
                    return true;
                }
                if (next != ',') {
                    throw Unplaced.INSTANCE;
                }
            }
        }

        /** The string value here, decoded; null (and skipped) when the value is not a string. */
        String stringOrNull() {
            JsonText text = textOrNull();
            return text == null ? null : text.toString();
        }

        /** The string value here, undecoded; null (and skipped) when the value is not a string. */
        JsonText textOrNull() {
            space();
            if (peek() != '"') {
                skipValue();
                return null;
            }
            JsonText text = JsonText.at(in, at);
            if (text == null) {
                throw Unplaced.INSTANCE;
            }
            at = text.closingQuote() + 1;
            return text;
        }

        /** The integer here; {@code otherwise} (and skipped) when the value is not an integer that fits a long. */
        long longOr(long otherwise) {
            space();
            int from = at;
            skipValue();
            boolean negative = in[from] == '-';
            int digits = negative ? from + 1 : from;
            if (at - digits < 1 || at - digits > 18) {
                return otherwise; // not an integer, or one this reader does not need to be exact about
            }
            long value = 0;
            for (int i = digits; i < at; i++) {
                int digit = in[i] - '0';
                if (digit < 0 || digit > 9) {
                    return otherwise;
                }
                value = value * 10 + digit;
            }
            return negative ? -value : value;
        }

        /** Moves past the value here, whatever it is. */
        void skipValue() {
            space();
            byte first = peek();
            switch (first) {
                case '"' -> textOrNull();
                case '{', '[' -> {
                    int depth = 0;
                    do {
                        byte b = take();
                        if (b == '"') {
                            at--;
                            textOrNull();
                        } else if (b == '{' || b == '[') {
                            depth++;
                        } else if (b == '}' || b == ']') {
                            depth--;
                        }
                    } while (depth > 0);
                }
                default -> {
                    int from = at;
                    while (at < in.length && "-+.0123456789eEtruefalsn".indexOf(in[at]) >= 0) {
                        at++;
                    }
                    if (at == from) {
                        throw Unplaced.INSTANCE;
                    }
                }
            }
        }

        private void space() {
            while (at < in.length && (in[at] == ' ' || in[at] == '\n' || in[at] == '\r' || in[at] == '\t')) {
                at++;
            }
        }

        private byte peek() {
            if (at >= in.length) {
                throw Unplaced.INSTANCE;
            }
            return in[at];
        }

        private byte take() {
            byte b = peek();
            at++;
            return b;
        }

        private void expect(char c) {
            if (take() != c) {
                throw Unplaced.INSTANCE;
            }
        }
    }
}

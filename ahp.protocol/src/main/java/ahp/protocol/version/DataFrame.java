package ahp.protocol.version;

import ahp.protocol.command.ActionEnvelope;
import ahp.protocol.command.Method;
import ahp.protocol.jsonrpc.JsonRpcCodec;
import ahp.protocol.terminal.TerminalAction;

/**
 * The {@code action} frame of a host's {@code terminal/data} envelope, written without databind by a
 * {@link FrameBuilder}: the host's hottest frame, one per chunk of output. The text is exactly what
 * {@link JsonRpcCodec#notification} writes for the same envelope. The text around the three values
 * (channel, data, serverSeq) is cut out of a frame Jackson writes for a template envelope, so field
 * names, order and nesting come from Jackson itself; the strings are escaped by Jackson 3's rules
 * (see {@link FrameBuilder}); the sequence number is in decimal, as {@link Long#toString(long)}.
 *
 * <p>When the class loads it writes probe envelopes, holding every Latin-1 char and every ASCII char
 * among wide ones, both ways. Should the two ever differ (a Jackson upgrade, a changed mapper
 * setting), {@link #fits} answers false for every envelope, so all of them go through Jackson, and a
 * warning is logged; a test fails the build on it.
 */
final class DataFrame {

    private static final String CHANNEL_MARK = "channel-d6f0c1";
    private static final String DATA_MARK = "data-d6f0c1";
    private static final long SEQ_MARK = 7_340_210_958_613_045L;

    /** The constant text before the channel, between channel and data, data and seq, after seq. */
    private static final String[] PIECES = pieces();
    private static final int FIXED_LENGTH = PIECES == null ? 0
            : PIECES[0].length() + PIECES[1].length() + PIECES[2].length() + PIECES[3].length();

    /** Whether this encoder writes what Jackson writes; checked once, when the class loads. */
    static final boolean ACTIVE = PIECES != null && selfCheck();

    private DataFrame() {}

    /**
     * Whether {@link #encode} may write {@code envelope}: a {@code terminal/data} with a channel and
     * data, no origin and no rejection reason (all a process's output is).
     */
    static boolean fits(ActionEnvelope envelope) {
        return ACTIVE
                && envelope.action() instanceof TerminalAction.Data data && data.data() != null
                && envelope.channel() != null && envelope.origin() == null && envelope.rejectionReason() == null;
    }

    /** The {@code action} notification frame of {@code envelope}, which must {@link #fits fit}. */
    static String encode(ActionEnvelope envelope) {
        return encode(envelope.channel(), ((TerminalAction.Data) envelope.action()).data(), envelope.serverSeq());
    }

    private static String encode(String channel, String data, long serverSeq) {
        // Room for every char, an eighth more for escapes and 20 for the longest long; grows if short.
        int expected = FIXED_LENGTH + channel.length() + data.length() + (data.length() >>> 3) + 20;
        return new FrameBuilder(expected).raw(PIECES[0]).escaped(channel).raw(PIECES[1]).escaped(data)
                .raw(PIECES[2]).number(serverSeq).raw(PIECES[3]).toString();
    }

    /** The constant text of Jackson's frame for a template envelope, or null if it cannot be cut. */
    private static String[] pieces() {
        String frame = jackson(CHANNEL_MARK, DATA_MARK, SEQ_MARK);
        String seq = Long.toString(SEQ_MARK);
        int channel = onlyIndexOf(frame, CHANNEL_MARK);
        int data = onlyIndexOf(frame, DATA_MARK);
        int serverSeq = onlyIndexOf(frame, seq);
        if (channel < 0 || data < channel || serverSeq < data) {
            return warn("the frame of a terminal/data envelope has an unexpected shape: " + frame);
        }
        return new String[] {
            frame.substring(0, channel),
            frame.substring(channel + CHANNEL_MARK.length(), data),
            frame.substring(data + DATA_MARK.length(), serverSeq),
            frame.substring(serverSeq + seq.length())};
    }

    /** Both ways on every Latin-1 char (read a byte a char), then on every ASCII char among wide ones. */
    private static boolean selfCheck() {
        StringBuilder latin1 = new StringBuilder();
        for (char c = 0; c <= 0xFF; c++) {
            latin1.append(c).append("ab").append(c);
        }
        String wide = "\u2028\u2029\ufeff\ufffe\uffff\ud83d\ude00\ud800x\udc00\udfff\ud800" + latin1.substring(0, 4 * 0x80);
        String channel = "ahp-terminal:/\"\\\u001b";
        for (String data : new String[] {latin1.toString(), wide}) {
            String expected = jackson(channel, data, Long.MIN_VALUE);
            if (!encode(channel, data, Long.MIN_VALUE).equals(expected)) {
                warn("Jackson escapes strings differently from this encoder: " + expected);
                return false;
            }
        }
        return true;
    }

    private static String jackson(String channel, String data, long serverSeq) {
        return JsonRpcCodec.notification(Method.ACTION, ActionEnvelope.of(channel, new TerminalAction.Data(data), serverSeq));
    }

    private static int onlyIndexOf(String text, String part) {
        int at = text.indexOf(part);
        return at >= 0 && text.indexOf(part, at + 1) < 0 ? at : -1;
    }

    private static String[] warn(String why) {
        System.getLogger(DataFrame.class.getName()).log(System.Logger.Level.WARNING,
                "terminal/data frames go through Jackson: " + why);
        return null;
    }
}

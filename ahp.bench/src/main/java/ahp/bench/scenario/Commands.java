package ahp.bench.scenario;

import ahp.bench.wire.ChannelWatch;
import java.io.IOException;

/**
 * The command lines the scenarios run, each as {@code /bin/sh -c LINE} under a 120x30 pty, the same
 * for the raw reader and the daemon.
 */
final class Commands {

    /** How the gate's output, and that of {@link #CAT}, begins. */
    static final String MARK = "printf R";

    /**
     * Printed, then a line awaited, before a drained command runs: the host answers
     * {@code createTerminal} once the shell printed, every client subscribes while the command
     * waits, and the clock starts when Enter is typed, for the raw reader as for the daemon. The
     * echo of Enter ({@code \r\n}) is counted on both sides alike.
     */
    static final String GATE = MARK + "; read go; ";

    /** What starts a gated command. */
    static final String GO = "\r";

    /** Throughput: base64 of random bytes. */
    static final String BASE64 = "head -c 30000000 /dev/urandom | base64";

    /** Throughput: short lines. */
    static final String SEQ = "seq 1 3000000";

    /** Throughput: base64 through a pipe into cat, which writes in large blocks. */
    static final String BULK = "head -c 30000000 /dev/urandom | base64 | cat";

    /** Completeness: about 2 MB, then an exit at once. */
    static final String TWO_MEGABYTES = "head -c 1500000 /dev/urandom | base64";

    /** An idle cat, after a mark the host can answer createTerminal on. */
    static final String CAT = MARK + "; exec cat";

    /** An idle bash at its prompt, without startup files. */
    static final String BASH = "exec bash --norc --noprofile";

    /** The command round trip, typed into bash. */
    static final String ROUND_TRIP = "true; echo __S_$?__\r";

    /** What ends the command round trip: only the command's output has it, not the echo of what was typed. */
    static final String ROUND_TRIP_DONE = "__S_0__";

    /**
     * The characters of the echo probes, in turn, as {@code rawpty echo} sends them: letters no VT
     * control sequence ends in, so only the echo itself can match.
     */
    static final String ECHO_ALPHABET = "vwyz";

    private Commands() {}

    /** {@code command} behind the {@link #GATE}. */
    static String gated(String command) {
        return GATE + command;
    }

    /**
     * Fails unless the terminal's output begins with the mark: a daemon that ignored
     * {@code _meta["ahp.command"]} runs its default shell instead, and would otherwise be timed
     * for minutes waiting for an exit that never comes.
     */
    static void requireMark(ChannelWatch watch) throws IOException {
        if (!watch.head().startsWith("R")) {
            throw new IOException("the daemon did not run the command it was given in createTerminal's "
                    + "_meta[\"ahp.command\"]: " + watch.channel() + " began with '" + printable(watch.head()) + "', not R");
        }
    }

    /** Text with its control characters escaped, for a message. */
    static String printable(String text) {
        StringBuilder out = new StringBuilder();
        text.codePoints().limit(80).forEach(c -> {
            if (c < 0x20 || c == 0x7f) {
                out.append(String.format("\\x%02x", c));
            } else {
                out.appendCodePoint(c);
            }
        });
        return out.toString();
    }

    /** The echo probe number {@code i}. */
    static String echoProbe(int i) {
        return String.valueOf(ECHO_ALPHABET.charAt(i % ECHO_ALPHABET.length()));
    }
}

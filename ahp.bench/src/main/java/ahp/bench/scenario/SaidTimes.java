package ahp.bench.scenario;

import java.util.Optional;

/**
 * The times the scripted ACP agent says in a chat (its {@code timeTerminals} and {@code timeSpawns}
 * steps, {@code ahp.backends.acp/src/test/agent/agent.mjs}): a line {@code LABEL: 1.234 5.678 ...}
 * per list, in milliseconds, or {@code STEP failed: REASON} when a step could not run.
 */
final class SaidTimes {

    private SaidTimes() {}

    /**
     * The times on the line of {@code text} that begins {@code label + ": "}, in nanoseconds.
     *
     * @throws IllegalArgumentException when the agent said a step failed, said no such line, said it
     *     with no time, or a time is not a number of milliseconds of at least 0
     */
    static long[] of(String text, String label) {
        failure(text).ifPresent(line -> {
            throw new IllegalArgumentException("the scripted agent said: " + line);
        });
        String prefix = label + ": ";
        String line = text.lines().filter(l -> l.startsWith(prefix)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("the scripted agent said no '" + prefix.strip()
                        + "' line; it said: " + abbreviate(text)));
        String[] words = line.substring(prefix.length()).strip().split(" +");
        if (words.length == 1 && words[0].isEmpty()) {
            throw new IllegalArgumentException("the scripted agent's '" + prefix.strip() + "' line holds no time");
        }
        long[] nanos = new long[words.length];
        for (int i = 0; i < words.length; i++) {
            double millis;
            try {
                millis = Double.parseDouble(words[i]);
            } catch (NumberFormatException e) {
                millis = Double.NaN;
            }
            if (!(millis >= 0) || Double.isInfinite(millis)) {
                throw new IllegalArgumentException("'" + words[i] + "' on the scripted agent's '" + prefix.strip()
                        + "' line is not a number of milliseconds");
            }
            nanos[i] = Math.round(millis * 1e6);
        }
        return nanos;
    }

    /** The first line in which the agent said a step failed. */
    static Optional<String> failure(String text) {
        return text.lines().filter(line -> line.matches("\\w+ failed: .*")).findFirst();
    }

    private static String abbreviate(String text) {
        String flat = text.replace("\n", " | ");
        return flat.isEmpty() ? "(nothing)" : flat.length() <= 300 ? flat : flat.substring(0, 300) + "…";
    }
}

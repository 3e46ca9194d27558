package ahp.protocol.internal;

import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/** ISO 8601 timestamps as the protocol writes them: UTC, always with milliseconds ({@code 1970-01-01T00:00:09.999Z}). */
public final class Timestamps {

    private static final DateTimeFormatter ISO_MILLIS =
            DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSS'Z'").withZone(ZoneOffset.UTC);

    /** 10000-01-01T00:00:00Z: from here on a year has more than four digits. */
    private static final long LAST_FOUR_DIGIT_YEAR = 253_402_300_800L;

    private Timestamps() {}

    /** {@code instant} as {@code yyyy-MM-ddTHH:mm:ss.SSSZ}, the form JavaScript's {@code Date.toISOString()} writes. */
    public static String format(Instant instant) {
        long seconds = instant.getEpochSecond();
        if (seconds < 0 || seconds >= LAST_FOUR_DIGIT_YEAR) {
            return ISO_MILLIS.format(instant);
        }
        // The common case written directly: the formatter costs several times as much, once per action.
        LocalDateTime at = LocalDateTime.ofEpochSecond(seconds, instant.getNano(), ZoneOffset.UTC);
        char[] text = new char[24];
        digits(text, 0, at.getYear(), 4);
        text[4] = '-';
        digits(text, 5, at.getMonthValue(), 2);
        text[7] = '-';
        digits(text, 8, at.getDayOfMonth(), 2);
        text[10] = 'T';
        digits(text, 11, at.getHour(), 2);
        text[13] = ':';
        digits(text, 14, at.getMinute(), 2);
        text[16] = ':';
        digits(text, 17, at.getSecond(), 2);
        text[19] = '.';
        digits(text, 20, at.getNano() / 1_000_000, 3);
        text[23] = 'Z';
        return new String(text);
    }

    private static void digits(char[] text, int at, int value, int width) {
        for (int i = at + width - 1; i >= at; i--) {
            text[i] = (char) ('0' + value % 10);
            value /= 10;
        }
    }
}

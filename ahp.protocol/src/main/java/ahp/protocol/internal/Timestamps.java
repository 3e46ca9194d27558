package ahp.protocol.internal;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/** ISO 8601 timestamps as the protocol writes them: UTC, always with milliseconds ({@code 1970-01-01T00:00:09.999Z}). */
public final class Timestamps {

    private static final DateTimeFormatter ISO_MILLIS =
            DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSS'Z'").withZone(ZoneOffset.UTC);

    private Timestamps() {}

    /** {@code instant} as {@code yyyy-MM-ddTHH:mm:ss.SSSZ}, the form JavaScript's {@code Date.toISOString()} writes. */
    public static String format(Instant instant) {
        return ISO_MILLIS.format(instant);
    }
}

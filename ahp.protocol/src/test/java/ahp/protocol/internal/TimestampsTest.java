package ahp.protocol.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The hand-written ISO form against the JDK's formatter of the same pattern. */
class TimestampsTest {

    private static final DateTimeFormatter REFERENCE =
            DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSS'Z'").withZone(ZoneOffset.UTC);

    @Test
    void writesWhatTheFormatterWritesAcrossTheFourDigitYears() {
        SplittableRandom random = new SplittableRandom(42);
        for (int i = 0; i < 100_000; i++) {
            Instant at = Instant.ofEpochSecond(random.nextLong(0, 253_402_300_800L), random.nextInt(1_000_000_000));
            assertEquals(REFERENCE.format(at), Timestamps.format(at), at::toString);
        }
    }

    @Test
    void writesTheEdgesAndTheYearsBeyondThroughTheFormatter() {
        for (Instant at : new Instant[] {Instant.EPOCH, Instant.ofEpochMilli(9_999), Instant.parse("2026-12-01T23:59:59.999999999Z"),
                Instant.parse("2024-02-29T12:00:00.001Z"), Instant.parse("9999-12-31T23:59:59.999Z"),
                Instant.parse("+10000-01-01T00:00:00Z"), Instant.parse("1969-12-31T23:59:59.500Z")}) {
            assertEquals(REFERENCE.format(at), Timestamps.format(at), at::toString);
        }
        assertEquals("1970-01-01T00:00:09.999Z", Timestamps.format(Instant.ofEpochMilli(9_999)));
    }
}

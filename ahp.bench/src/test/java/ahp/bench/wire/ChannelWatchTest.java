package ahp.bench.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

class ChannelWatchTest {

    private static final String CHANNEL = "ahp-terminal:/t";

    private static Envelope data(long seq, String data) {
        return new Envelope(CHANNEL, seq, "terminal/data", data, null, null);
    }

    @Test
    void countsTheSnapshotsPartsAndEveryDataActionInUtf8() {
        ChannelWatch watch = new ChannelWatch(CHANNEL, true);
        watch.snapshot(JsonMapper.shared().readTree("""
                {"content":[{"type":"unclassified","value":"R"},
                            {"type":"command","commandId":"c","commandLine":"ls","output":"é\\r\\n","timestamp":1,"isComplete":true}],
                 "lifecycle":{"status":"running"}}"""));
        watch.accept(data(5, "日本"));
        watch.accept(new Envelope(CHANNEL, 6, "terminal/input", "typed", null, null));
        assertEquals(1 + 4 + 6, watch.bytes());
        assertEquals("Ré\r\n日本", watch.text());
        assertTrue(!watch.exited());
    }

    @Test
    void theExitFreezesTheCountAndLaterBytesAreCountedApart() throws TimeoutException {
        ChannelWatch watch = new ChannelWatch(CHANNEL, false);
        watch.accept(data(1, "abc"));
        watch.accept(new Envelope(CHANNEL, 2, "terminal/exited", null, 3, null));
        watch.accept(data(3, "late"));
        watch.awaitExit(Duration.ofSeconds(1));
        assertEquals(3, watch.bytesAtExit());
        assertEquals(4, watch.bytesAfterExit());
        assertEquals(3, watch.exitCode());
        assertNull(watch.text());
    }

    @Test
    void anExitedSnapshotIsAnExit() throws TimeoutException {
        ChannelWatch watch = new ChannelWatch(CHANNEL, false);
        watch.snapshot(JsonMapper.shared().readTree("""
                {"content":[],"lifecycle":{"status":"exited","exitCode":0}}"""));
        watch.awaitExit(Duration.ofMillis(1));
        assertEquals(0, watch.exitCode());
    }

    @Test
    void aProbeMatchesAcrossFramesAndOnlyAfterItWasArmed() throws TimeoutException {
        ChannelWatch watch = new ChannelWatch(CHANNEL, false);
        watch.accept(data(1, "__S_0__ before"));
        watch.arm("__S_0__");
        watch.accept(data(2, "true; echo __S_$?__\r\n__S"));
        assertThrows(TimeoutException.class, () -> watch.awaitMatch(Duration.ofMillis(1)));
        watch.accept(data(3, "_0__\r\n$ "));
        long matched = watch.awaitMatch(Duration.ofSeconds(1));
        assertTrue(matched > 0);
    }

    @Test
    void waitingEndsWhenTheConnectionIsLost() {
        ChannelWatch watch = new ChannelWatch(CHANNEL, false);
        watch.lost("closed by the host: 1011");
        TimeoutException e = assertThrows(TimeoutException.class, () -> watch.awaitExit(Duration.ofMinutes(1)));
        assertTrue(e.getMessage().contains("1011"), e.getMessage());
    }

    @Test
    void anEnvelopeIsReadFromAnActionNotification() {
        Envelope envelope = Envelope.from(JsonMapper.shared().readTree("""
                {"channel":"ahp-terminal:/t","serverSeq":42,"action":{"type":"terminal/exited","exitCode":130},
                 "origin":{"clientId":"c","clientSeq":1},"rejectionReason":"no"}"""));
        assertEquals(new Envelope(CHANNEL, 42, "terminal/exited", null, 130, "no", envelope.action()), envelope);
        assertEquals("terminal/exited", envelope.action().path("type").asString());
    }
}

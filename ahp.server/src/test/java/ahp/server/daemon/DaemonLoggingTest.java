package ahp.server.daemon;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.logging.Level;
import java.util.logging.LogRecord;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** No log line of the daemon shows a token, whoever wrote it and however it was written. */
class DaemonLoggingTest {

    @ParameterizedTest
    @ValueSource(strings = {
        "Refused GET /?token=s3cr3t-T0ken HTTP/1.1",
        "Refused GET /?a=1&token=s3cr3t-T0ken&b=2 HTTP/1.1",
        "Refused GET /?tkn=s3cr3t-T0ken HTTP/1.1",
        "Refused GET /?TOKEN=s3cr3t-T0ken",
        "headers: Authorization: Bearer s3cr3t-T0ken, Host: x",
        "header authorization: bearer\ts3cr3t-T0ken",
        "users[0]: {\"name\": \"ann\", \"token\": \"s3cr3t-T0ken\"}"})
    void aTokenNeverReachesALogLine(String message) {
        LogRecord record = new LogRecord(Level.WARNING, message);
        record.setLoggerName("ahp.server.transport.UpgradeLoop");
        String line = new DaemonLogging.OneLine().format(record);
        assertFalse(line.contains("s3cr3t"), line);
        assertTrue(line.contains("<hidden>"), line);
        assertTrue(line.startsWith("ahpd: warning UpgradeLoop: "), line);
    }

    @ParameterizedTest
    @ValueSource(strings = {"Opened ahp-terminal:/1 in /home/ann (pid 7)", "the tokenizer ran"})
    void otherLinesAreLeftAsTheyAre(String message) {
        LogRecord record = new LogRecord(Level.INFO, message);
        record.setLoggerName("ahp.server.host.Terminals");
        assertTrue(new DaemonLogging.OneLine().format(record).contains(message));
    }
}

package ahp.server.testing;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/** What a class logs while a test listens: its logger's records, kept until closed. */
public final class LoggedRecords extends Handler implements AutoCloseable {

    private final Logger logger;
    private final List<LogRecord> records = new CopyOnWriteArrayList<>();

    private LoggedRecords(String name) {
        logger = Logger.getLogger(name);
        logger.addHandler(this);
    }

    /** Starts listening to what {@code source} logs. */
    public static LoggedRecords of(Class<?> source) {
        return new LoggedRecords(source.getName());
    }

    /** Starts listening to what the class named {@code source} logs (one this module cannot see). */
    public static LoggedRecords of(String source) {
        return new LoggedRecords(source);
    }

    /** Every record so far. */
    public List<LogRecord> all() {
        return List.copyOf(records);
    }

    @Override
    public void publish(LogRecord record) {
        records.add(record);
    }

    @Override
    public void flush() {}

    /** Stops listening. */
    @Override
    public void close() {
        logger.removeHandler(this);
    }
}

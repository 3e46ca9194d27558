package ahp.server.daemon;

import java.util.logging.ConsoleHandler;
import java.util.logging.Formatter;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogManager;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.regex.Pattern;

/**
 * Where {@link System.Logger} goes in the daemon: one line per record on standard error, the
 * daemon's own and its plugins' at INFO, its libraries' at WARNING. {@code -Dahpd.log=FINE} (or any
 * JUL level) makes the daemon and its plugins more talkative. A plugin's loggers are those named
 * under one of its modules' packages ({@code System.getLogger(MyClass.class.getName())}). No line shows a token: {@code token=…} and {@code Bearer …}
 * are hidden in every line, whoever logged it. A JUL configuration given with
 * {@code -Djava.util.logging.config.file} is left alone.
 */
public final class DaemonLogging {

    // JUL holds loggers weakly: keep the configured one, or its level is lost with it.
    private static final Logger OWN = Logger.getLogger("ahp");
    /** The handler {@link #install()} put on the root logger last. */
    private static volatile Handler installed;
    /** The loggers of plugins' packages, at the daemon's own level; kept, like {@link #OWN}. */
    private static final java.util.Set<Logger> PLUGINS = java.util.concurrent.ConcurrentHashMap.newKeySet();

    private DaemonLogging() {}

    /** Installs the daemon's log format, unless a JUL configuration file was given. */
    public static void install() {
        if (System.getProperty("java.util.logging.config.file") != null) {
            return;
        }
        LogManager.getLogManager().reset();
        Logger root = Logger.getLogger("");
        Level own = Level.parse(System.getProperty("ahpd.log", "INFO"));
        Handler handler = new ConsoleHandler();
        handler.setLevel(Level.ALL);
        handler.setFormatter(new OneLine());
        root.addHandler(handler);
        installed = handler;
        root.setLevel(Level.WARNING);
        OWN.setLevel(own);
        PLUGINS.forEach(logger -> logger.setLevel(own));
    }

    /**
     * Lets every package of {@code layer}'s modules (a plugin's) log at the daemon's own level, not
     * at the libraries' WARNING: a plugin's INFO lines are shown like the daemon's. Nothing changes
     * when a JUL configuration file was given.
     */
    public static void admit(ModuleLayer layer) {
        if (System.getProperty("java.util.logging.config.file") != null) {
            return;
        }
        Level own = OWN.getLevel() == null ? Level.INFO : OWN.getLevel();
        for (Module module : layer.modules()) {
            for (String name : module.getPackages()) {
                if (name.equals("ahp") || name.startsWith("ahp.")) {
                    continue; // under the daemon's own logger already
                }
                Logger logger = Logger.getLogger(name);
                logger.setLevel(own);
                PLUGINS.add(logger);
            }
        }
    }

    /**
     * For the daemon's own stop, which runs as a shutdown hook: the JVM's logging has a hook of its
     * own ({@code LogManager}'s cleaner) that resets every handler, and hooks run together, so
     * whatever is logged while the daemon stops (an agent's last words on its standard error, say) would
     * be lost once that hook ran. This installs the daemon's format again once that hook has reset it
     * (at once when it has already, else after waiting at most a second for it to end), so the stop
     * is logged to its end.
     */
    public static void keepThroughShutdown() {
        if (System.getProperty("java.util.logging.config.file") != null) {
            return;
        }
        long deadline = System.nanoTime() + 1_000_000_000L;
        while (System.nanoTime() < deadline) {
            if (!java.util.Arrays.asList(Logger.getLogger("").getHandlers()).contains(installed)) {
                install();
                return;
            }
            Thread cleaner = Thread.getAllStackTraces().keySet().stream()
                    .filter(thread -> thread.getClass().getName().equals("java.util.logging.LogManager$Cleaner"))
                    .findFirst().orElse(null);
            if (cleaner != null) {
                try {
                    cleaner.join(1_000);
                } catch (InterruptedException interrupted) {
                    Thread.currentThread().interrupt();
                    return;
                }
                install();
                return;
            }
            Thread.yield();
        }
    }

    /** A token in a query ({@code token=…}, VS Code's {@code tkn=…}), an {@code Authorization} value ({@code Bearer …}) or JSON ({@code "token": "…"}). */
    private static final Pattern SECRET = Pattern.compile("(?i)(token=|tkn=|bearer\\s+|\"token\"\\s*:\\s*\")[^\\s&\"',;]+");

    /** {@code text} with every token in it hidden: no log line ever shows one. */
    static String redacted(String text) {
        return SECRET.matcher(text).replaceAll("$1<hidden>");
    }

    /** The daemon's one-line format, tokens hidden. */
    static final class OneLine extends Formatter {
        @Override
        public String format(LogRecord record) {
            return redacted(unredacted(record));
        }

        private String unredacted(LogRecord record) {
            String name = record.getLoggerName() == null ? "" : record.getLoggerName();
            String shortName = name.substring(name.lastIndexOf('.') + 1);
            StringBuilder line = new StringBuilder("ahpd: ")
                    .append(record.getLevel().getName().toLowerCase(java.util.Locale.ROOT)).append(' ')
                    .append(shortName).append(": ").append(formatMessage(record)).append(System.lineSeparator());
            if (record.getThrown() != null) {
                java.io.StringWriter trace = new java.io.StringWriter();
                record.getThrown().printStackTrace(new java.io.PrintWriter(trace));
                line.append(trace);
            }
            return line.toString();
        }
    }
}

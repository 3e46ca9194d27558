package ahp.machines.docker.engine;

import java.io.IOException;
import java.net.ConnectException;
import java.net.SocketException;
import java.nio.channels.AsynchronousCloseException;
import java.nio.channels.ClosedChannelException;
import java.nio.file.NoSuchFileException;
import java.util.Locale;

/** How a failure of the transport is said to a person. */
final class Words {

    /** The longest piece of an answer quoted in a message. */
    private static final int QUOTED = 300;

    private Words() {}

    /** {@code text} on one line, cut to a few hundred characters. */
    static String cut(String text) {
        String line = text.strip().replaceAll("\\s+", " ");
        return line.length() <= QUOTED ? line : line.substring(0, QUOTED) + "…";
    }

    /** Why {@code failure} kept the engine at {@code address} from answering, in words. */
    static String why(EngineAddress address, IOException failure) {
        String message = failure.getMessage() == null ? "" : failure.getMessage();
        String lower = message.toLowerCase(Locale.ROOT);
        if (failure instanceof NoSuchFileException || lower.contains("no such file")) {
            return address.socket() != null ? "there is no socket " + address.socket() : "no such file";
        }
        if (failure instanceof ConnectException || lower.contains("connection refused")) {
            return "the connection was refused";
        }
        if (lower.contains("permission denied") || lower.contains("access denied")) {
            return "permission denied" + (address.socket() != null ? " on " + address.socket() : "");
        }
        if (failure instanceof AsynchronousCloseException || failure instanceof ClosedChannelException) {
            return "the connection was closed";
        }
        if (failure instanceof SocketException && !message.isEmpty()) {
            return cut(message);
        }
        return message.isEmpty() ? failure.getClass().getSimpleName() : cut(message);
    }
}

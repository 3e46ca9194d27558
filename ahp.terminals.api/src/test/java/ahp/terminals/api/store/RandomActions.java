package ahp.terminals.api.store;

import ahp.protocol.terminal.TerminalAction;
import ahp.protocol.terminal.TerminalClaim;
import java.util.Map;
import java.util.random.RandomGenerator;

/** Random terminal actions of every kind, with ids drawn from a small pool so they collide. */
final class RandomActions {

    private static final String ALPHABET = "abc xyz\n\r\t\u001b[0m€😀é";

    private final RandomGenerator random;
    private final int maxData;

    RandomActions(RandomGenerator random, int maxData) {
        this.random = random;
        this.maxData = maxData;
    }

    TerminalAction next() {
        int kind = random.nextInt(100);
        if (kind < 45) {
            return new TerminalAction.Data(text(random.nextInt(maxData + 1)));
        }
        return switch (kind % 10) {
            case 0 -> new TerminalAction.Input(text(3));
            case 1 -> new TerminalAction.Resized(1 + random.nextInt(300), 1 + random.nextInt(100));
            case 2 -> new TerminalAction.Claimed(random.nextBoolean()
                    ? new TerminalClaim.Client("c" + random.nextInt(3))
                    : new TerminalClaim.Session("s", "chat", random.nextBoolean() ? "t" : null, null));
            case 3 -> new TerminalAction.TitleChanged("title " + random.nextInt(5));
            case 4 -> new TerminalAction.CwdChanged("file:///tmp/" + random.nextInt(5));
            case 5 -> random.nextInt(4) == 0
                    ? new TerminalAction.Cleared()
                    : new TerminalAction.Exited(random.nextInt(256), random.nextBoolean() ? Map.of("signal", "SIGINT") : null);
            case 6 -> new TerminalAction.CommandDetectionAvailable();
            case 7, 8 -> new TerminalAction.CommandExecuted(id(), "line " + random.nextInt(9), random.nextLong(1_000_000));
            default -> new TerminalAction.CommandFinished(id(),
                    random.nextBoolean() ? random.nextInt(3) : null,
                    random.nextBoolean() ? (long) random.nextInt(1000) : null);
        };
    }

    private String id() {
        return "cmd-" + random.nextInt(4);
    }

    private String text(int length) {
        StringBuilder out = new StringBuilder(length);
        while (out.length() < length) {
            out.appendCodePoint(ALPHABET.codePointAt(ALPHABET.offsetByCodePoints(0,
                    random.nextInt(ALPHABET.codePointCount(0, ALPHABET.length())))));
        }
        return out.toString();
    }
}

package ahp.terminals.pipes;

import ahp.terminals.api.spi.Screen;
import ahp.terminals.api.spi.ScreenProvider;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.function.Consumer;

/**
 * A screen port that records what the store feeds it. It knows two sequences, the way a real screen
 * does: the alternate screen ({@code ESC[?1049h}) and the cursor-position query ({@code ESC[6n}),
 * which it answers with row 3, column 7.
 */
final class RecordingScreens implements ScreenProvider {

    static final String CURSOR_REPLY = "\u001b[3;7R";

    private final List<String> events;

    RecordingScreens(List<String> events) {
        this.events = events;
    }

    @Override
    public String name() {
        return "recording";
    }

    @Override
    public Screen open(int cols, int rows, Consumer<String> replies) {
        record("open:" + cols + "x" + rows);
        return new Screen() {
            private final CompletableFuture<Void> altBuffer = new CompletableFuture<>();
            private boolean closed;

            @Override
            public void write(String chunk) {
                if (closed) {
                    return;
                }
                record("screen:" + chunk);
                if (chunk.contains("\u001b[?1049h")) {
                    altBuffer.complete(null);
                }
                if (chunk.contains("\u001b[6n")) {
                    replies.accept(CURSOR_REPLY);
                }
            }

            @Override
            public void resize(int newCols, int newRows) {
                record("resize:" + newCols + "x" + newRows);
            }

            @Override
            public boolean isInAltBuffer() {
                return altBuffer.isDone();
            }

            @Override
            public boolean isBracketedPasteMode() {
                return false;
            }

            @Override
            public CompletionStage<Void> whenAltBuffer() {
                return altBuffer;
            }

            @Override
            public String render() {
                return "";
            }

            @Override
            public void close() {
                closed = true;
                record("close");
            }
        };
    }

    private void record(String event) {
        synchronized (events) {
            events.add(event);
        }
    }
}

package ahp.cli;

import java.io.IOException;
import java.time.Duration;
import java.util.function.BooleanSupplier;
import tools.jackson.databind.JsonNode;

/**
 * What one terminal channel printed, as its {@code terminal/data} actions arrive, and whether it
 * exited: a client that waits for text to appear rather than for time to pass.
 */
final class Transcript {

    private final String uri;
    private final boolean keepText;
    private final StringBuilder text = new StringBuilder();
    private boolean exited;

    /**
     * @param uri the terminal's channel, for what a failed wait says
     * @param keepText whether its text is kept to be looked in, or only its exit watched
     */
    Transcript(String uri, boolean keepText) {
        this.uri = uri;
        this.keepText = keepText;
    }

    /** Takes one action envelope of this terminal's channel. */
    synchronized void accept(JsonNode envelope) {
        if (envelope.has("rejectionReason")) {
            return;
        }
        JsonNode action = envelope.path("action");
        switch (action.path("type").asString("")) {
            case "terminal/data" -> {
                if (keepText) {
                    text.append(action.path("data").asString(""));
                    notifyAll();
                }
            }
            case "terminal/exited" -> exited();
            default -> {
                // sizes, titles, claims and command marks change nothing here
            }
        }
    }

    /** How many characters have arrived so far: a mark to look for new text after. */
    synchronized int length() {
        return text.length();
    }

    /** Marks the terminal exited, as its state or its {@code terminal/exited} says. */
    synchronized void exited() {
        exited = true;
        notifyAll();
    }

    /**
     * Waits until {@code needle} has arrived after {@code from}, or the terminal exited without it;
     * whether it arrived.
     */
    synchronized boolean await(String needle, int from, Duration deadline) throws IOException {
        BooleanSupplier arrived = () -> text.indexOf(needle, from) >= 0;
        awaitUntil(() -> exited || arrived.getAsBoolean(), deadline, "\"" + needle.strip() + "\"");
        return arrived.getAsBoolean();
    }

    /** Waits until the terminal has exited. */
    synchronized void awaitExit(Duration deadline) throws IOException {
        awaitUntil(() -> exited, deadline, "its exit");
    }

    /** Waits, holding this object's monitor, until {@code done}. */
    private void awaitUntil(BooleanSupplier done, Duration deadline, String what) throws IOException {
        long end = System.nanoTime() + deadline.toNanos();
        try {
            while (!done.getAsBoolean()) {
                long left = end - System.nanoTime();
                if (left <= 0) {
                    throw new IOException(uri + " did not print " + what + " within " + deadline.toSeconds() + " s");
                }
                wait(Math.max(1, left / 1_000_000));
            }
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted waiting for " + what + " from " + uri, interrupted);
        }
    }
}

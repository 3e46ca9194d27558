package ahp.server.stack;

import ahp.server.testing.Await;
import ahp.protocol.terminal.TerminalAction;
import ahp.protocol.terminal.TerminalContentPart;
import ahp.protocol.terminal.TerminalReducer;
import ahp.protocol.terminal.TerminalState;
import ahp.terminals.api.Terminal;
import ahp.terminals.api.TerminalListener;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Predicate;

/**
 * A client of one terminal: the state it subscribed from and every action after it, in order. A
 * test waits on it for what the terminal says, woken by each action, with a deadline.
 */
final class Recorder implements TerminalListener {

    private final ReentrantLock lock = new ReentrantLock();
    private final Condition changed = lock.newCondition();
    private final List<TerminalAction> actions = new ArrayList<>();
    private final StringBuilder data = new StringBuilder();
    private TerminalState snapshot;

    private Recorder() {}

    /** Subscribes a new recorder to {@code terminal}. */
    static Recorder subscribe(Terminal terminal) {
        Recorder recorder = new Recorder();
        TerminalState from = terminal.subscribe(recorder);
        recorder.lock.lock();
        try {
            recorder.snapshot = from;
            // What the terminal printed before the subscription (a busy machine may let a shell
            // draw its prompt first) comes before everything the recorder was sent since.
            recorder.data.insert(0, text(from));
        } finally {
            recorder.lock.unlock();
        }
        return recorder;
    }

    @Override
    public void onAction(TerminalAction action) {
        lock.lock();
        try {
            actions.add(action);
            if (action instanceof TerminalAction.Data chunk) {
                data.append(chunk.data());
            }
            changed.signalAll();
        } finally {
            lock.unlock();
        }
    }

    /** The state the subscription started from. */
    TerminalState snapshot() {
        lock.lock();
        try {
            return snapshot;
        } finally {
            lock.unlock();
        }
    }

    /** Every action so far. */
    List<TerminalAction> actions() {
        lock.lock();
        try {
            return List.copyOf(actions);
        } finally {
            lock.unlock();
        }
    }

    /** The actions of one type so far. */
    <A extends TerminalAction> List<A> all(Class<A> type) {
        return actions().stream().filter(type::isInstance).map(type::cast).toList();
    }

    /** The text of a state's content, every part's output in order. */
    static String text(TerminalState state) {
        StringBuilder text = new StringBuilder();
        for (TerminalContentPart part : state.content()) {
            text.append(switch (part) {
                case TerminalContentPart.Command command -> command.output();
                case TerminalContentPart.Unclassified unclassified -> unclassified.value();
            });
        }
        return text.toString();
    }

    /**
     * The output the subscription started with (its state's content) and everything
     * {@code terminal/data} carried since, in order.
     */
    String data() {
        lock.lock();
        try {
            return data.toString();
        } finally {
            lock.unlock();
        }
    }

    /** How many times {@code text} occurs in {@link #data()}. */
    int count(String text) {
        lock.lock();
        try {
            return occurrences(data, text);
        } finally {
            lock.unlock();
        }
    }

    /** How many actions of {@code type} came. */
    long count(Class<? extends TerminalAction> type) {
        lock.lock();
        try {
            return actions.stream().filter(type::isInstance).count();
        } finally {
            lock.unlock();
        }
    }

    /** The subscription's state with every action since folded through the pure reducer. */
    TerminalState folded() {
        lock.lock();
        try {
            TerminalState state = snapshot;
            for (TerminalAction action : actions) {
                state = TerminalReducer.reduce(state, action);
            }
            return state;
        } finally {
            lock.unlock();
        }
    }

    /** Waits until {@code condition} holds of this recorder; fails after {@code timeout} saying {@code what}. */
    void await(String what, Duration timeout, Predicate<Recorder> condition) {
        long left = timeout.toNanos();
        lock.lock();
        try {
            while (!condition.test(this)) {
                if (left <= 0) {
                    throw new AssertionError("not within " + timeout + ": " + what + "; the output was:\n"
                            + visible(tail(data, 3000)));
                }
                left = changed.awaitNanos(left);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted waiting for " + what, e);
        } finally {
            lock.unlock();
        }
    }

    /** {@link #await(String, Duration, Predicate)} with {@link Await#STEP}. */
    void await(String what, Predicate<Recorder> condition) {
        await(what, Await.STEP, condition);
    }

    /** Text with its control characters made visible, for a failure message. */
    static String visible(String text) {
        StringBuilder out = new StringBuilder(text.length());
        text.chars().forEach(c -> {
            if (c == '\n') {
                out.append("\\n\n");
            } else if (c < 0x20 || c == 0x7f) {
                out.append(String.format("\\x%02x", c));
            } else {
                out.append((char) c);
            }
        });
        return out.toString();
    }

    private static String tail(CharSequence text, int max) {
        return text.subSequence(Math.max(0, text.length() - max), text.length()).toString();
    }

    private static int occurrences(CharSequence text, String needle) {
        String haystack = text.toString();
        int count = 0;
        for (int at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + needle.length())) {
            count++;
        }
        return count;
    }
}

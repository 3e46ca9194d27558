package ahp.terminals.api.command;

import ahp.protocol.terminal.TerminalAction;
import ahp.protocol.terminal.TerminalClaim;
import ahp.protocol.terminal.TerminalLifecycle;
import ahp.protocol.terminal.TerminalState;
import ahp.terminals.api.Terminal;
import ahp.terminals.api.TerminalListener;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.locks.ReentrantLock;

/**
 * One command typed into one terminal: it waits for the shell's prompt ({@link PromptWatch}),
 * types the command ({@link Keystrokes}), reads it back ({@link CommandReader}) and answers
 * ({@link Answers}). A command fish would refuse is not typed ({@link FishCheck}); a line the shell
 * did not start and whose line editor shows a prompt again is given up and fails
 * ({@link CommandReader.Progress#REFUSED}).
 *
 * <p>Threads: actions arrive on the terminal's thread and are read under this run's lock, which is
 * held only briefly and never while calling into the terminal. What calls into the terminal
 * (typing, ^C, the alternate-screen watch, unsubscribing) runs {@link OffThread}, except the typing
 * of a command whose shell is at its prompt when it begins, which its caller (never the terminal's
 * thread) does; the command's keys and a later ^C are written in that order.
 */
final class CommandRun implements RunningCommand, TerminalListener {

    private enum Phase { WAITING, TYPING, RUNNING, ENDED }

    private static final System.Logger LOG = System.getLogger(CommandRun.class.getName());

    private final Terminal terminal;
    private final CommandRequest request;
    private final ShellFamily family;
    private final Sentinel sentinel;
    private final boolean pty;
    private final ReentrantLock lock = new ReentrantLock();
    /** Held while this run writes to the terminal, so the command goes in before any ^C. */
    private final ReentrantLock writing = new ReentrantLock();
    private final PromptWatch prompt;
    /** What fish says of the command where it would refuse it (null otherwise), known before it is typed. */
    private final CompletableFuture<String> refusedBeforeTyping;
    private final Answers answers = new Answers();
    private Phase phase = Phase.WAITING;
    /** Set while {@link #begin} reads the state it subscribed to: a shell at its prompt then is typed into by its caller. */
    private boolean beginning;
    private CommandReader reader;
    private OffThread.Alarm timeoutAlarm;
    /** Set once the shell said the command finished, to end it if the shell shows nothing more. */
    private OffThread.Alarm graceAlarm;
    private AltScreenWatch altScreen;
    /** Set once a line the shell did not run was given up. */
    private boolean lineCancelled;
    /** What the shell said before it was at its prompt, for a shell that exits there. */
    private final LastWords waitingWords = new LastWords();

    CommandRun(Terminal terminal, CommandRequest request) {
        this.terminal = terminal;
        this.request = request;
        this.family = ShellFamily.of(request.shellPath());
        this.sentinel = new Sentinel(request.sentinelId());
        this.pty = terminal.isPty();
        this.prompt = new PromptWatch(new Readiness(pty, terminal.readsMarks()), lock, this::ready);
        this.refusedBeforeTyping = FishCheck.refusal(family, request.shellPath(), request.commandLine());
    }

    /** Subscribes; the command is typed once the shell is at its prompt, at once if it is. */
    void begin() {
        TerminalState state = terminal.subscribeFromEnd(this, Readiness.PROMPT_TAIL);
        boolean editorReading = pty && terminal.isBracketedPasteMode();
        boolean typeHere;
        lock.lock();
        try {
            if (phase != Phase.WAITING) {
                return;
            }
            // What it said before this run subscribed counts: ssh may print why and exit before or just after.
            waitingWords.feed(state.content());
            if (state.lifecycle() instanceof TerminalLifecycle.Exited exited) {
                end(CommandOutcome.failed(waitingWords.after("the terminal has exited (code " + exited.exitCode() + ")"), ""));
            } else {
                beginning = true;
                prompt.subscribed(state, editorReading);
            }
        } finally {
            typeHere = beginning && phase == Phase.TYPING;
            beginning = false;
            lock.unlock();
        }
        if (typeHere) {
            // At its prompt already: typed on the caller's thread, which is not the terminal's.
            type();
        }
    }

    @Override
    public void onAction(TerminalAction action) {
        lock.lock();
        try {
            if (phase == Phase.WAITING) {
                if (action instanceof TerminalAction.Data data) {
                    waitingWords.feed(data.data());
                }
                prompt.onAction(action);
            } else if (phase == Phase.RUNNING) {
                switch (reader.read(action)) {
                    case ENDED -> end(reader.refusal() != null ? CommandOutcome.failed(reader.refusal(), reader.output())
                            : CommandOutcome.exited(reader.exitCode(), reader.output()));
                    case FINISHED -> finished();
                    case REFUSED -> cancelLine();
                    case RUNNING -> { }
                }
            }
            switch (action) {
                case TerminalAction.Exited exited -> shellExited(exited.exitCode());
                case TerminalAction.Claimed claimed when claimed.claim() instanceof TerminalClaim.Session session
                        && session.toolCallId() == null -> answerWhileRunning(CommandEnding.BACKGROUND);
                default -> { }
            }
        } finally {
            lock.unlock();
        }
    }

    @Override
    public CompletionStage<CommandOutcome> answer() {
        return answers.answer();
    }

    @Override
    public CompletionStage<CommandOutcome> ended() {
        return answers.ended();
    }

    @Override
    public String outputSoFar() {
        lock.lock();
        try {
            return output();
        } finally {
            lock.unlock();
        }
    }

    private String output() {
        return reader == null ? "" : reader.output();
    }

    @Override
    public void interrupt() {
        String keys;
        lock.lock();
        try {
            switch (phase) {
                case WAITING, TYPING -> {
                    end(CommandOutcome.failed("stopped before it was typed", ""));
                    return;
                }
                case ENDED -> {
                    return;
                }
                default -> {
                    if (graceAlarm != null) {
                        return; // it finished: the shell is back at its prompt
                    }
                    keys = "\u0003" + sentinelAgain();
                }
            }
        } finally {
            lock.unlock();
        }
        OffThread.run(() -> write(keys));
    }

    /**
     * Under a pseudoterminal ^C flushes what was typed ahead, the sentinel line among it: it is
     * typed again after the ^C, so the end is still read.
     */
    private String sentinelAgain() {
        if (!pty || !(reader instanceof SentinelOutput sentinelOutput)) {
            return "";
        }
        sentinelOutput.sentinelTypedAgain();
        return Keystrokes.sentinel(sentinel, family, true);
    }

    /** The shell did not run the line and reads again (the lock is held): it is given up, once. */
    private void cancelLine() {
        if (!lineCancelled) {
            lineCancelled = true;
            String keys = Keystrokes.cancelLine(request.shellPath());
            OffThread.run(() -> write(keys));
        }
    }

    /** The shell is at its prompt (the lock is held): the command is typed off this thread. */
    private void ready() {
        if (phase == Phase.WAITING) {
            phase = Phase.TYPING;
            if (!beginning) {
                OffThread.run(this::type);
            }
        }
    }

    private void type() {
        String refusal = refusedBeforeTyping.join();
        if (refusal != null) {
            locked(() -> end(CommandOutcome.failed("the shell cannot parse it: " + refusal, "")));
            return;
        }
        writing.lock();
        try {
            boolean paste = pty && terminal.isBracketedPasteMode();
            boolean onAltScreenAlready = pty && terminal.isInAltBuffer();
            String keys = plan(paste);
            if (keys != null) {
                terminal.input(keys);
                if (!onAltScreenAlready) {
                    watchAltScreen();
                }
            }
        } catch (RuntimeException refused) {
            locked(() -> end(CommandOutcome.failed("the input was refused: " + refused, output())));
        } finally {
            writing.unlock();
        }
    }

    /** Decides how the end is read and what is typed; null when the run ended meanwhile. */
    private String plan(boolean paste) {
        lock.lock();
        try {
            if (phase != Phase.TYPING) {
                return null;
            }
            TypingPlan plan = TypingPlan.of(request.commandLine(), request.shellPath(), family, sentinel, pty, paste,
                    prompt.marked(), prompt.prompt());
            reader = plan.reader();
            phase = Phase.RUNNING;
            timeoutAlarm = OffThread.after(request.timeout(), () -> locked(() -> answerWhileRunning(CommandEnding.TIMED_OUT)));
            return plan.keys();
        } finally {
            lock.unlock();
        }
    }

    private void watchAltScreen() {
        AltScreenWatch watch = AltScreenWatch.start(terminal, () -> locked(() -> answerWhileRunning(CommandEnding.INTERACTIVE)));
        locked(() -> {
            if (phase == Phase.ENDED) {
                watch.stop();
            } else {
                altScreen = watch;
            }
        });
    }

    private void write(String keys) {
        writing.lock();
        try {
            terminal.input(keys);
        } catch (RuntimeException refused) {
            LOG.log(System.Logger.Level.WARNING, "The shell refused its keys", refused);
        } finally {
            writing.unlock();
        }
    }

    private void locked(Runnable task) {
        lock.lock();
        try {
            task.run();
        } finally {
            lock.unlock();
        }
    }

    /** The shell said the command finished (the lock is held): it ends unless the shell exits. */
    private void finished() {
        if (graceAlarm == null) {
            graceAlarm = OffThread.after(MarkedOutput.GRACE, () -> locked(() -> {
                if (phase == Phase.RUNNING) {
                    end(CommandOutcome.exited(reader.exitCode(), reader.output()));
                }
            }));
        }
    }

    /** Answers {@code ending} while the command runs on; the lock is held. */
    private void answerWhileRunning(CommandEnding ending) {
        if (phase == Phase.RUNNING && graceAlarm == null) {
            answers.answer(CommandOutcome.runningOn(ending, reader.output()));
        } else if ((phase == Phase.WAITING || phase == Phase.TYPING) && ending == CommandEnding.BACKGROUND) {
            answers.answer(CommandOutcome.runningOn(ending, ""));
        }
    }

    /** The shell exited; the lock is held. */
    private void shellExited(Integer exitCode) {
        if (phase == Phase.RUNNING) {
            end(CommandOutcome.shellExited(exitCode, reader.output()));
        } else if (phase != Phase.ENDED) {
            end(CommandOutcome.failed(waitingWords.after("the shell exited (code " + exitCode
                    + ") before the command was typed"), ""));
        }
    }

    /** The command's end; the lock is held. The listener goes after the answer, before the end completes. */
    private void end(CommandOutcome outcome) {
        if (phase == Phase.ENDED) {
            return;
        }
        phase = Phase.ENDED;
        prompt.stop();
        for (OffThread.Alarm alarm : new OffThread.Alarm[] {timeoutAlarm, graceAlarm}) {
            if (alarm != null) {
                alarm.cancel();
            }
        }
        if (altScreen != null) {
            altScreen.stop();
        }
        answers.end(outcome, () -> terminal.unsubscribe(this));
    }
}

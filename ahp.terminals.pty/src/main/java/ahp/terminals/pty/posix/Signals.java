package ahp.terminals.pty.posix;

import java.util.List;

/** Linux signal numbers and names (the generic table of x86-64, aarch64, riscv64 and ppc64le). */
public final class Signals {

    /** Hangup: the terminal went away. */
    public static final int SIGHUP = 1;
    /** Interrupt: ^C. */
    public static final int SIGINT = 2;
    /** Kill: cannot be caught or ignored. */
    public static final int SIGKILL = 9;
    /** Terminate. */
    public static final int SIGTERM = 15;

    private static final List<String> NAMES = List.of("SIGHUP", "SIGINT", "SIGQUIT", "SIGILL", "SIGTRAP",
            "SIGABRT", "SIGBUS", "SIGFPE", "SIGKILL", "SIGUSR1", "SIGSEGV", "SIGUSR2", "SIGPIPE", "SIGALRM",
            "SIGTERM", "SIGSTKFLT", "SIGCHLD", "SIGCONT", "SIGSTOP", "SIGTSTP", "SIGTTIN", "SIGTTOU", "SIGURG",
            "SIGXCPU", "SIGXFSZ", "SIGVTALRM", "SIGPROF", "SIGWINCH", "SIGIO", "SIGPWR", "SIGSYS");

    /** glibc's {@code SIGRTMIN}: the kernel's 32 and 33 are kept by the C library for itself. */
    private static final int SIGRTMIN = 34;

    private Signals() {}

    /** The name of signal {@code number}: {@code "SIGINT"}, {@code "SIGRTMIN+3"}, or {@code "SIG42"}. */
    public static String name(int number) {
        if (number >= 1 && number <= NAMES.size()) {
            return NAMES.get(number - 1);
        }
        if (number >= SIGRTMIN && number <= 64) {
            return number == SIGRTMIN ? "SIGRTMIN" : "SIGRTMIN+" + (number - SIGRTMIN);
        }
        return "SIG" + number;
    }
}

package ahp.terminals.api.store;

/**
 * Input for a process on pipes, where no line discipline turns ^C into a signal: each {@code ^C}
 * becomes SIGINT to the process group, and the text around it is written as it is, in order.
 */
final class PipeInput {

    /** The byte a terminal's line discipline reads as "interrupt". */
    static final char CONTROL_C = '\u0003';

    private PipeInput() {}

    /** Writes {@code data} to {@code process}, each ^C in it an interrupt instead. */
    static void deliver(String data, ProcessPort process) {
        int from = 0;
        for (int at = data.indexOf(CONTROL_C); at >= 0; at = data.indexOf(CONTROL_C, from)) {
            if (at > from) {
                process.write(data.substring(from, at));
            }
            process.interrupt();
            from = at + 1;
        }
        if (from < data.length()) {
            process.write(data.substring(from));
        }
    }
}

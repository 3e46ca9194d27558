package ahp.bench.daemon;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The whole machine's CPU time, from the first line of {@code /proc/stat}: how much of it was busy
 * between two readings. A drain that keeps every CPU busy is bound by CPU, whoever uses it (the
 * command, the kernel's pty work, the reader, the clients), not by waiting.
 *
 * @param busy ticks spent on anything but idling or waiting for I/O, over every CPU
 * @param all every tick this machine had, over every CPU (steal left out)
 * @param steal ticks the hypervisor gave to other machines while this one had work to run: time
 *     neither busy nor idle here, which makes a set on a virtual machine slower without any of its
 *     processes doing more
 */
public record MachineCpu(long busy, long all, long steal) {

    /** The machine's CPU time so far. */
    public static MachineCpu now() throws IOException {
        return parse(Files.readString(Path.of("/proc/stat")));
    }

    /**
     * The {@code cpu} line of a {@code /proc/stat} text: user nice system idle iowait irq softirq,
     * then steal, guest and guest_nice. Steal is counted apart: time the hypervisor gave elsewhere,
     * neither busy nor available here. Guest time is already within user and nice.
     */
    public static MachineCpu parse(String stat) throws IOException {
        String first = stat.lines().findFirst().orElse("");
        String[] fields = first.trim().split("\\s+");
        if (fields.length < 6 || !fields[0].equals("cpu")) {
            throw new IOException("unreadable /proc/stat: " + first);
        }
        long all = 0;
        long idle = 0;
        for (int i = 1; i < Math.min(fields.length, 8); i++) {
            if (!fields[i].matches("\\d+")) {
                throw new IOException("unreadable /proc/stat: " + first);
            }
            long ticks = Long.parseLong(fields[i]);
            all += ticks;
            if (i == 4 || i == 5) {
                idle += ticks;
            }
        }
        long steal = fields.length > 8 && fields[8].matches("\\d+") ? Long.parseLong(fields[8]) : 0;
        return new MachineCpu(all - idle, all, steal);
    }

    /** The fraction of the machine's CPU time that was busy from {@code before} to this, 0 to 1. */
    public double busySince(MachineCpu before) {
        long all = this.all - before.all;
        return all <= 0 ? 0 : (double) (busy - before.busy) / all;
    }

    /** The fraction of the CPUs' time the hypervisor took from {@code before} to this, 0 to 1. */
    public double stealSince(MachineCpu before) {
        long stolen = steal - before.steal;
        long all = this.all - before.all + stolen;
        return all <= 0 ? 0 : (double) stolen / all;
    }
}

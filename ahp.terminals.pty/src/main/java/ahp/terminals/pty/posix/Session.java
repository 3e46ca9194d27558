package ahp.terminals.pty.posix;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * The processes of one session, read from {@code /proc}. A pseudoterminal's shell is a session
 * leader ({@code setsid}), so every job it starts, whatever process group it is in, is a member;
 * a process that made a session of its own has left it.
 */
public final class Session {

    private static final Path PROC = Path.of("/proc");

    /**
     * One member.
     *
     * @param pid its process id
     * @param processGroup its process group
     * @param state its state letter from {@code /proc/<pid>/stat} ({@code 'Z'} for a zombie)
     */
    public record Member(int pid, int processGroup, char state) {

        /** Whether it still runs (is not a zombie waiting for its parent). */
        public boolean alive() {
            return state != 'Z' && state != 'X';
        }
    }

    private Session() {}

    /** Every process whose session is {@code sessionId}, zombies included. */
    public static List<Member> members(int sessionId) {
        List<Member> found = new ArrayList<>();
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(PROC, Session::isProcess)) {
            for (Path entry : entries) {
                Stat stat = Stat.read(entry);
                if (stat != null && stat.session() == sessionId) {
                    found.add(new Member(Integer.parseInt(entry.getFileName().toString()), stat.group(), stat.state()));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list /proc", e);
        }
        return found;
    }

    /** The members of {@code sessionId} that still run. */
    public static List<Member> alive(int sessionId) {
        return members(sessionId).stream().filter(Member::alive).toList();
    }

    /**
     * Sends {@code signal} to the leader's process group and to every member and every member's
     * group, so that a job in a group of its own is reached as well as one in the leader's.
     *
     * @return how many members still ran when they were signalled
     */
    public static int signal(CallState state, int sessionId, int signal) {
        Libc.kill(state, -sessionId, signal);
        List<Member> members;
        try {
            members = members(sessionId);
        } catch (UncheckedIOException noDescriptorLeft) {
            // Out of file descriptors, /proc cannot be listed: the leader's group has the signal, and
            // whoever signals again (the master's SIGKILL) lists the rest once the shell freed its own.
            return 1;
        }
        Set<Integer> groups = new TreeSet<>();
        int running = 0;
        for (Member member : members) {
            if (member.alive()) {
                running++;
                Libc.kill(state, member.pid(), signal);
            }
            if (member.processGroup() != sessionId) {
                groups.add(member.processGroup());
            }
        }
        for (int group : groups) {
            Libc.kill(state, -group, signal);
        }
        return running;
    }

    private static boolean isProcess(Path entry) {
        String name = entry.getFileName().toString();
        return !name.isEmpty() && name.chars().allMatch(Character::isDigit);
    }

    /** The fields of {@code /proc/<pid>/stat} this class reads: "pid (comm) state ppid pgrp session ...". */
    private record Stat(char state, int group, int session) {

        /** The process's fields, or null when it is gone; comm may hold spaces and ')'. */
        static Stat read(Path entry) {
            String stat;
            try {
                stat = Files.readString(entry.resolve("stat"), StandardCharsets.ISO_8859_1);
            } catch (IOException | UncheckedIOException gone) {
                return null;
            }
            int close = stat.lastIndexOf(')');
            if (close < 0 || close + 2 >= stat.length()) {
                return null;
            }
            String[] rest = stat.substring(close + 2).split(" ", 5);
            if (rest.length < 4) {
                return null;
            }
            return new Stat(rest[0].charAt(0), Integer.parseInt(rest[2]), Integer.parseInt(rest[3]));
        }
    }
}

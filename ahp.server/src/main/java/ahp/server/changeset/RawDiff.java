package ahp.server.changeset;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The file list of {@code git diff --raw --numstat -z}: each file's change and its line counts, read
 * as a stream so only the first {@code maxFiles} entries are ever held.
 *
 * <p>The stream is positional: a raw record ({@code :<mode> <mode> <old> <new> <status>}) is followed
 * by one path, or two for a rename; a numstat record ({@code <added>\t<removed>\t<path>}) holds its
 * path, or, for a rename, has an empty path followed by the old and the new one. Counts of
 * {@code -} mean binary.
 *
 * @param entries the changed files, in git's order
 * @param capped whether git listed more than were kept
 */
record RawDiff(List<Entry> entries, boolean capped) {

    /** One changed file, before its patch is known. */
    record Entry(ChangeKind kind, String oldPath, String newPath, String oldObject,
            Integer added, Integer removed, boolean binary) {

        String path() {
            return newPath != null ? newPath : oldPath;
        }
    }

    private record Counts(Integer added, Integer removed, boolean binary) {}

    /** Reads the whole stream. */
    static RawDiff read(NulTokens tokens, int maxFiles) throws IOException {
        Map<String, Entry> entries = new LinkedHashMap<>();
        Map<String, Counts> counts = new HashMap<>();
        boolean capped = false;
        for (byte[] token; (token = tokens.next()) != null; ) {
            if (token.length == 0) {
                continue;
            }
            if (token[0] == ':') {
                Entry entry = raw(text(token), tokens);
                if (entry == null) {
                    continue;
                }
                if (entries.size() < maxFiles) {
                    entries.putIfAbsent(entry.path(), entry);
                } else if (!entries.containsKey(entry.path())) {
                    capped = true;
                }
            } else {
                String[] fields = text(token).split("\t", 3);
                if (fields.length < 3) {
                    throw new IOException("git diff --numstat gave a record without a path");
                }
                String path = fields[2];
                if (path.isEmpty()) {
                    required(tokens); // the old path of a rename
                    path = text(required(tokens));
                }
                if (entries.containsKey(path)) {
                    boolean binary = fields[0].equals("-");
                    counts.put(path, new Counts(binary ? null : Integer.valueOf(fields[0]),
                            binary ? null : Integer.valueOf(fields[1]), binary));
                }
            }
        }
        List<Entry> list = new ArrayList<>(entries.size());
        for (Entry entry : entries.values()) {
            Counts c = counts.getOrDefault(entry.path(), new Counts(0, 0, false));
            list.add(new Entry(entry.kind(), entry.oldPath(), entry.newPath(), entry.oldObject(),
                    c.added(), c.removed(), c.binary()));
        }
        return new RawDiff(list, capped);
    }

    /** A raw record and its paths, or null for a status this reader does not list. */
    private static Entry raw(String record, NulTokens tokens) throws IOException {
        String[] fields = record.substring(1).split(" ");
        if (fields.length < 5 || fields[4].isEmpty()) {
            throw new IOException("git diff --raw gave a record it cannot read: " + record);
        }
        String oldObject = fields[2];
        char status = fields[4].charAt(0);
        String first = text(required(tokens));
        return switch (status) {
            case 'A' -> new Entry(ChangeKind.ADDED, null, first, null, null, null, false);
            case 'D' -> new Entry(ChangeKind.DELETED, first, null, oldObject, null, null, false);
            case 'R' -> new Entry(ChangeKind.RENAMED, first, text(required(tokens)), oldObject, null, null, false);
            case 'C' -> new Entry(ChangeKind.ADDED, null, text(required(tokens)), null, null, null, false);
            case 'M', 'T' -> new Entry(ChangeKind.MODIFIED, first, first, oldObject, null, null, false);
            // Unmerged: the conflict as it stands in the working tree, against HEAD.
            case 'U' -> new Entry(ChangeKind.MODIFIED, first, first, null, null, null, false);
            default -> null;
        };
    }

    private static byte[] required(NulTokens tokens) throws IOException {
        byte[] token = tokens.next();
        if (token == null) {
            throw new IOException("git diff output ended inside a record");
        }
        return token;
    }

    private static String text(byte[] bytes) {
        return new String(bytes, StandardCharsets.UTF_8);
    }
}

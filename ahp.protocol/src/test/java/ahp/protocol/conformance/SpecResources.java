package ahp.protocol.conformance;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** The AHP data files copied into the test resources (see {@code ahp-spec/NOTICE.md}), and extra fixture folders. */
final class SpecResources {

    /** The system property naming an extra folder of fixtures, in the same formats. */
    static final String EXTRA_FIXTURES = "ahp.fixtures";

    private SpecResources() {}

    /** The {@code ahp-spec} folder of the test resources. */
    static Path root() {
        URL notice = SpecResources.class.getResource("/ahp-spec/NOTICE.md");
        if (notice == null) {
            throw new IllegalStateException("test resource ahp-spec/NOTICE.md is missing");
        }
        try {
            return Path.of(notice.toURI()).getParent();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The JSON files of {@code dir}, sorted by name. */
    static List<Path> jsonFiles(Path dir) {
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(f -> f.getFileName().toString().endsWith(".json")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The JSON files of the folder given as {@code -Dahp.fixtures=<dir>}, at any depth; empty when none is given. */
    static List<Path> extraFixtures() {
        String dir = System.getProperty(EXTRA_FIXTURES);
        if (dir == null || dir.isBlank()) {
            return List.of();
        }
        Path root = Path.of(dir);
        if (!Files.isDirectory(root)) {
            throw new IllegalArgumentException("-D" + EXTRA_FIXTURES + "=" + dir + " is not a folder");
        }
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(f -> Files.isRegularFile(f) && f.getFileName().toString().endsWith(".json"))
                    .sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The text of {@code file}. */
    static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

package ahp.server.resources;

import java.nio.file.FileSystems;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.util.ArrayList;
import java.util.List;

/**
 * A watch's {@code includes} and {@code excludes}: globs (or plain paths) relative to the watched root,
 * matched against each change's path below it. {@code **}{@code /} at the start also matches at the
 * root itself, as VS Code's globs do ({@code **}{@code /node_modules/**} excludes {@code node_modules/x});
 * a pattern with no glob character is a path, excluding or including everything below it; an absolute
 * pattern is compared with the change's absolute path.
 */
final class WatchFilter {

    private final Path root;
    private final List<String> includes;
    private final List<String> excludes;
    private final List<PathMatcher> includeMatchers;
    private final List<PathMatcher> excludeMatchers;

    WatchFilter(Path root, List<String> includes, List<String> excludes) {
        this.root = root;
        this.includes = includes == null ? List.of() : includes;
        this.excludes = excludes == null ? List.of() : excludes;
        this.includeMatchers = matchers(this.includes, "includes");
        this.excludeMatchers = matchers(this.excludes, "excludes");
    }

    /** Whether a change at {@code relative} (to the root) is reported. */
    boolean reports(Path relative) {
        if (relative.toString().isEmpty()) {
            return true;
        }
        return !matches(excludeMatchers, relative) && (includeMatchers.isEmpty() || matches(includeMatchers, relative));
    }

    /** Whether nothing in the folder at {@code relative} can be reported, so it needs no watching. */
    boolean skipsFolder(Path relative) {
        return matches(excludeMatchers, relative) || matches(excludeMatchers, relative.resolve(".ahp-probe"));
    }

    private boolean matches(List<PathMatcher> matchers, Path relative) {
        for (PathMatcher matcher : matchers) {
            if (matcher.matches(relative) || matcher.matches(root.resolve(relative))) {
                return true;
            }
        }
        return false;
    }

    private static List<PathMatcher> matchers(List<String> patterns, String field) {
        List<PathMatcher> matchers = new ArrayList<>();
        for (String pattern : patterns) {
            try {
                if (pattern.chars().noneMatch(c -> "*?[{".indexOf(c) >= 0)) {
                    Path path = Path.of(pattern).normalize();
                    matchers.add(candidate -> candidate.startsWith(path));
                    continue;
                }
                matchers.add(FileSystems.getDefault().getPathMatcher("glob:" + pattern));
                if (pattern.startsWith("**/")) {
                    matchers.add(FileSystems.getDefault().getPathMatcher("glob:" + pattern.substring(3)));
                }
            } catch (RuntimeException bad) {
                throw ResourceErrors.invalid(field, "holds " + pattern + ", which is not a glob: " + bad.getMessage());
            }
        }
        return List.copyOf(matchers);
    }
}

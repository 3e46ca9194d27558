package ahp.server.changeset;

import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What every git call is run with, so that a repository's own configuration (its {@code .git/config},
 * {@code .gitattributes}, hooks) cannot make the daemon run a program. A repository is not trusted: it
 * may have been unpacked from anywhere, and its configuration can name programs for git to run.
 * Each setting says which door it shuts.
 */
final class GitHardening {

    /** Global options, before the subcommand: no pager, whatever {@code core.pager} says. */
    static final List<String> GLOBAL_OPTIONS = List.of("--no-pager");

    /** {@code -c} settings, which outrank the repository's own. */
    static final List<String> CONFIG = List.of(
            // core.fsmonitor names a hook program (or starts git's own daemon) to ask what changed.
            "core.fsmonitor=false",
            // No hook can be found: writing an index (our temporary one) runs post-index-change.
            "core.hooksPath=/dev/null",
            // No transport at all: a partial clone fetches a missing object from its remote, running
            // ssh, a remote helper or core.sshCommand. GIT_ALLOW_PROTOCOL below outranks even a
            // repository's protocol.<name>.allow.
            "protocol.allow=never",
            // A bare repository met while walking up (one checked in inside another, with its own
            // config) is not opened. Honoured from the command line only, which is where it is.
            "safe.bareRepository=explicit",
            // The patch's header lines are quoted the way PatchSections expects, and carry a/ and b/.
            "core.quotePath=true",
            "diff.noprefix=false",
            "diff.mnemonicPrefix=false",
            // Nothing we run starts housekeeping, which runs the pre-auto-gc hook and more git.
            "gc.auto=0",
            "maintenance.auto=false",
            // Writing the temporary index never writes a shared index file into the repository.
            "core.splitIndex=false");

    /** Options of every {@code git diff}. */
    static final List<String> DIFF_OPTIONS = List.of(
            // No diff.external, no diff.<driver>.command, no GIT_EXTERNAL_DIFF.
            "--no-ext-diff",
            // No diff.<driver>.textconv.
            "--no-textconv",
            "--no-color",
            // Submodules are not entered: each is another repository with its own configuration.
            "--ignore-submodules=all",
            "--no-relative",
            "--src-prefix=a/",
            "--dst-prefix=b/",
            "--find-renames");

    /** Environment set on every call, over the daemon's own. */
    static final Map<String, String> ENVIRONMENT = Map.of(
            "GIT_PAGER", "cat",
            "PAGER", "cat",
            // Never ask anyone anything.
            "GIT_TERMINAL_PROMPT", "0",
            // No optional lock (git status would take the index lock to refresh it). git diff rewrites
            // its index regardless, which is why UncommittedReader diffs a copy of it.
            "GIT_OPTIONAL_LOCKS", "0",
            // An allow-list naming no protocol: every transport refused, whatever the config says.
            "GIT_ALLOW_PROTOCOL", "",
            // git 2.44 and later: a missing object is an error rather than a fetch.
            "GIT_NO_LAZY_FETCH", "1",
            // Messages in English, which WorkTree reads ("dubious ownership").
            "LC_ALL", "C");

    /**
     * The {@code GIT_*} variables kept from the daemon's environment: where to stop looking for a
     * repository and which global and system configuration to read, the daemon owner's own choices.
     * Every other one is dropped: GIT_DIR, GIT_INDEX_FILE, GIT_EXTERNAL_DIFF, GIT_CONFIG_PARAMETERS,
     * GIT_TRACE... would point git elsewhere or run something.
     */
    static final Set<String> KEPT_GIT_VARIABLES = Set.of(
            "GIT_CEILING_DIRECTORIES", "GIT_DISCOVERY_ACROSS_FILESYSTEM",
            "GIT_CONFIG_GLOBAL", "GIT_CONFIG_SYSTEM", "GIT_CONFIG_NOSYSTEM");

    private GitHardening() {}

    /**
     * Settings that switch off every filter driver named in {@code configNames} (the names
     * {@code git config --list --name-only} gives). A {@code filter.<driver>.clean} program runs
     * whenever git reads a working-tree file the attributes give that driver, and git has no switch
     * that turns filters off, so each driver's commands are set empty and its {@code required} false.
     * A file under a filter (git-lfs, git-crypt) is then compared as its raw bytes.
     */
    static Map<String, String> filtersOff(Collection<String> configNames) {
        Map<String, String> off = new LinkedHashMap<>();
        for (String name : configNames) {
            String lower = name.toLowerCase(java.util.Locale.ROOT);
            int last = name.lastIndexOf('.');
            if (!lower.startsWith("filter.") || last <= "filter.".length()) {
                continue;
            }
            String driver = name.substring("filter.".length(), last);
            off.put("filter." + driver + ".clean", "");
            off.put("filter." + driver + ".smudge", "");
            off.put("filter." + driver + ".process", "");
            off.put("filter." + driver + ".required", "false");
        }
        return off;
    }
}

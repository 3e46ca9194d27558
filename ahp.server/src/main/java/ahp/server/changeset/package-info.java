/**
 * A session directory's "Uncommitted Changes", read from git: whether a directory is inside a git
 * work tree and where its top is ({@link ahp.server.changeset.WorkTree}), its changes against
 * {@code HEAD} with each file's diff, capped ({@link ahp.server.changeset.UncommittedReader},
 * {@link ahp.server.changeset.ChangesetLimits}), as the protocol's {@code Changeset} catalogue entry
 * and {@code ChangesetState} ({@link ahp.server.changeset.UncommittedChangeset},
 * {@link ahp.server.changeset.ChangesetStateJson}), and the refresh a terminal's exit asks for, run
 * off the caller's thread and coalesced ({@link ahp.server.changeset.ChangesetRefresh}).
 *
 * <p>A repository is not trusted: every git call is made through {@link ahp.server.changeset.Git},
 * which sets what keeps a repository's own configuration from running programs
 * ({@link ahp.server.changeset.GitHardening}). {@code docs/changesets.md} says what is read, how, the
 * caps and the settings.
 */
package ahp.server.changeset;

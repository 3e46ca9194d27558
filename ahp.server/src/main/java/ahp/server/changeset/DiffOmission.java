package ahp.server.changeset;

/** Why a changed file carries no diff text. */
public enum DiffOmission {
    /** git sees the file as binary: there is no text diff. */
    BINARY("binary"),
    /**
     * The working-tree file is larger than {@link ChangesetLimits#bigFileBytes()}: git does not diff
     * it (it calls it binary), so there is no line count either.
     */
    TOO_LARGE("tooLarge"),
    /** The changeset's whole diff budget ({@link ChangesetLimits#maxTotalDiffBytes()}) was spent. */
    CHANGESET_FULL("changesetFull"),
    /** git gave no patch this reader could match to the file (a name that is not UTF-8, say). */
    UNAVAILABLE("unavailable");

    private final String wire;

    DiffOmission(String wire) {
        this.wire = wire;
    }

    /** The value of {@code _meta["ahp.diffOmitted"]}. */
    public String wire() {
        return wire;
    }
}

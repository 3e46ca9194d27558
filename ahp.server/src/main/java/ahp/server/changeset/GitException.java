package ahp.server.changeset;

/**
 * A git call that did not succeed: it exited with a failure, ran past its deadline, or wrote more
 * than this host reads from it. The message names the subcommand and says which, with the last line
 * git wrote on its standard error.
 */
public final class GitException extends Exception {

    private static final long serialVersionUID = 1L;

    GitException(String message) {
        super(message);
    }
}

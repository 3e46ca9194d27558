package ahp.server.changeset;

import java.io.IOException;

/** The git program could not be started: it is not installed, or not where it was said to be. */
public final class GitNotFoundException extends Exception {

    private static final long serialVersionUID = 1L;

    GitNotFoundException(String executable, IOException cause) {
        super("cannot run the git program '" + executable + "': " + cause.getMessage(), cause);
    }
}

package ahp.machines.ssh;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Ed25519 key pairs made by this host's {@code ssh-keygen}, with no passphrase. */
final class Keys {

    private Keys() {}

    /** Makes {@code file} (the private key, mode 0600) and {@code file.pub}; the public key's line. */
    static String make(Path file) throws IOException {
        Programs.require(List.of("ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-C", "ahp-test", "-f",
                file.toString()), 30);
        return Files.readString(file.resolveSibling(file.getFileName() + ".pub")).strip();
    }
}

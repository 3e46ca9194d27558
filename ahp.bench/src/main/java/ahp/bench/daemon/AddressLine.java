package ahp.bench.daemon;

import ahp.bench.wire.Loopback;
import java.net.URI;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Finds the address in the line the daemon prints when it is ready. */
public final class AddressLine {

    private static final Pattern ADDRESS = Pattern.compile("wss?://[^\\s\"'<>`]+");

    private AddressLine() {}

    /**
     * The first {@code ws://} (or {@code wss://}) address in {@code line}, without trailing
     * punctuation; empty when the line has none.
     *
     * @throws IllegalArgumentException when the address is not a loopback one
     */
    public static Optional<URI> find(String line) {
        Matcher matcher = ADDRESS.matcher(line);
        if (!matcher.find()) {
            return Optional.empty();
        }
        String address = matcher.group().replaceAll("[.,;:!?)\\]]+$", "");
        return Optional.of(Loopback.require(URI.create(address)));
    }
}

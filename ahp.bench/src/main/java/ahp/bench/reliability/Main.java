package ahp.bench.reliability;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;

/**
 * {@code reliability/run NAME [--minutes N]}: one long run against a daemon started with the
 * README's launcher. Exits 0 when the run found nothing wrong, 1 when it did (the report says
 * what), 2 on a usage error.
 */
public final class Main {

    static final String USAGE = "usage: reliability/run soak [--minutes N] | fuzz [--frames N] [--seed N]"
            + " | attack [--sockets N] [--tries N] [--same-address] | leaks [--cycles N] [--warmup N] [--every N] [--binding pty|pipes] | faults";

    private Main() {}

    /** Runs one. */
    public static void main(String[] args) throws Exception {
        if (args.length < 2 || !args[0].equals("--repo")) {
            System.err.println(USAGE);
            System.exit(2);
        }
        Path repository = Path.of(args[1]).toAbsolutePath();
        List<String> rest = Arrays.asList(args).subList(2, args.length);
        if (rest.isEmpty()) {
            System.err.println(USAGE);
            System.exit(2);
        }
        String name = rest.getFirst();
        Harness harness = new Harness(repository, repository.resolve("reliability/target/" + name),
                "reliability/run " + String.join(" ", rest));
        int status = switch (name) {
            case "soak" -> Soak.run(harness, Duration.ofMinutes(number(rest, "--minutes", 30)));
            case "attack" -> AttackRun.run(harness, (int) number(rest, "--sockets", 500), (int) number(rest, "--tries", 30),
                    rest.contains("--same-address"));
            case "leaks" -> LeaksRun.run(harness, new LeaksRun.Plan((int) number(rest, "--cycles", 1_000),
                    (int) number(rest, "--warmup", LeaksRun.WARMUP), (int) number(rest, "--every", 0),
                    rest.contains("--binding") ? List.of(text(rest, "--binding")) : List.of("pty", "pipes")));
            case "faults" -> FaultsRun.run(harness);
            case "fuzz" -> FuzzRun.run(harness, number(rest, "--frames", 100_000), number(rest, "--seed", 19));
            default -> {
                System.err.println("reliability: unknown run \"" + name + "\"\n" + USAGE);
                yield 2;
            }
        };
        System.exit(status);
    }

    static long number(List<String> args, String flag, long fallback) {
        return args.contains(flag) ? Long.parseLong(text(args, flag)) : fallback;
    }

    /** The value after {@code flag}, which is there. */
    static String text(List<String> args, String flag) {
        int at = args.indexOf(flag);
        if (at + 1 >= args.size()) {
            throw new IllegalArgumentException(flag + " needs a value");
        }
        return args.get(at + 1);
    }
}

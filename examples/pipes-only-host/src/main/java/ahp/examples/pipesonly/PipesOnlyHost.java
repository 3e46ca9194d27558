package ahp.examples.pipesonly;

import ahp.server.embed.AhpServer;
import ahp.terminals.api.TerminalStore;
import ahp.terminals.api.spi.ProcessBindingProvider;
import java.util.ServiceLoader;
import java.util.concurrent.CountDownLatch;

/**
 * {@code java --module-path ... -m ahp.examples.pipesonly [PORT]}: serves terminals on pipes on
 * {@code 127.0.0.1:PORT} (8788 by default, 0 for any free one) to the owner, who signs in with the
 * token in {@code $AHP_TOKEN}, until SIGTERM.
 */
public final class PipesOnlyHost {

    private PipesOnlyHost() {}

    /**
     * Runs the host.
     *
     * @throws Exception when the binding cannot work here or the port cannot be bound
     */
    public static void main(String[] args) throws Exception {
        String token = System.getenv("AHP_TOKEN");
        if (token == null || token.isBlank()) {
            System.err.println("pipes-only-host: set AHP_TOKEN to the token the owner signs in with");
            System.exit(2);
        }
        ProcessBindingProvider pipes = ServiceLoader.load(ProcessBindingProvider.class).stream()
                .map(ServiceLoader.Provider::get).filter(provider -> provider.name().equals("pipes")).findFirst()
                .orElseThrow(() -> new IllegalStateException("no binding named pipes on the module path"));
        TerminalStore store = TerminalStore.builder(pipes.create()).build();
        AhpServer server = AhpServer.builder().store(store)
                .listen("127.0.0.1", args.length > 0 ? Integer.parseInt(args[0]) : 8788)
                .ownerToken(token).start();
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.close();
            stopped.countDown();
        }));
        System.out.println("pipes-only-host: listening on " + server.address() + " (terminals: "
                + server.terminalsKind() + ")");
        stopped.await();
    }
}

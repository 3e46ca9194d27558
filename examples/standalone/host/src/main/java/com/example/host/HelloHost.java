package com.example.host;

import ahp.server.embed.AhpServer;
import ahp.terminals.api.TerminalStore;
import ahp.terminals.api.spi.ProcessBindingProvider;
import java.util.ServiceLoader;
import java.util.concurrent.CountDownLatch;

/**
 * {@code AHP_TOKEN=... java --module-path target/hello-host-1.0.jar:target/modules -m com.example.host/com.example.host.HelloHost [PORT]}:
 * terminals on pipes on {@code 127.0.0.1:PORT} (0, any free one, by default) until SIGTERM.
 */
public final class HelloHost {

    private HelloHost() {}

    /**
     * Runs the host.
     *
     * @throws Exception when there is no pipes binding or the port cannot be bound
     */
    public static void main(String[] args) throws Exception {
        String token = System.getenv("AHP_TOKEN");
        if (token == null || token.isBlank()) {
            System.err.println("hello-host: set AHP_TOKEN to the owner's token");
            System.exit(2);
        }
        ProcessBindingProvider binding = ServiceLoader.load(ProcessBindingProvider.class).stream()
                .map(ServiceLoader.Provider::get).filter(found -> found.name().equals("pipes")).findFirst()
                .orElseThrow(() -> new IllegalStateException("no pipes binding on the module path"));
        AhpServer server = AhpServer.builder().store(TerminalStore.builder(binding.create()).build())
                .listen("127.0.0.1", args.length > 0 ? Integer.parseInt(args[0]) : 0).ownerToken(token).start();
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.close();
            stopped.countDown();
        }));
        System.out.println("hello-host: listening on " + server.address());
        stopped.await();
    }
}

/**
 * A small client of the Docker Engine API, on the JDK alone: HTTP/1.1 over the engine's UNIX socket
 * ({@link java.nio.channels.SocketChannel} with a {@link java.net.UnixDomainSocketAddress}), over plain
 * TCP, or over the standard input and output of {@code ssh host docker system dial-stdio}, one
 * connection a request ({@link ahp.machines.docker.engine.EngineClient}); the handful of calls a machine
 * makes, each with the words of its refusal ({@link ahp.machines.docker.engine.DockerApi}); and the raw
 * stream an attached exec is hijacked into ({@link ahp.machines.docker.engine.RawStream}).
 *
 * <p>Every exchange has a deadline: a socket that is not there or refuses fails at once, an engine
 * that does not answer fails after 10 s, and either says so in words naming the engine's address.
 * TLS ({@code DOCKER_TLS_VERIFY}, {@code https://}) is not supported.
 */
package ahp.machines.docker.engine;

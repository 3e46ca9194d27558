/**
 * The Docker kind of machine ({@link ahp.machines.docker.DockerMachineProvider}): a session's
 * commands run in a container of its own, made from the machine's image at its first command, its
 * folders mounted at their own paths, found again by its labels after a restart, emptied or removed by
 * {@code reconcile} and removed by {@code release}.
 *
 * <p><b>Why no Docker client library.</b> The engine's API, over its UNIX socket (or TCP, or
 * {@code ssh host docker system dial-stdio}), is a small HTTP/1.1 dialogue: a dozen requests with JSON
 * bodies, and one connection an attached exec takes over. docker-java, the usual Java client, would
 * bring Jackson 2 beside the project's Jackson 3, Guava, BouncyCastle and an HTTP client of its own
 * (Apache HttpClient 5 or OkHttp) to the daemon's module path, for what {@code ahp.machines.docker.engine}
 * does in a few hundred lines on the JDK ({@link java.nio.channels.SocketChannel} with a
 * {@link java.net.UnixDomainSocketAddress}) and Jackson 3 trees.
 *
 * <p><b>What it does not do.</b> It never pulls an image: nothing can be pulled where the daemon may
 * run, and a pull could take minutes at a command's start; an image the engine does not have is said
 * in the terminal ({@code ahp: image foo:1 is not on the Docker engine at ...; it is not pulled}). It
 * does not speak TLS: a {@code tcp://} engine with {@code DOCKER_TLS_VERIFY} set is refused at open;
 * reach such an engine over {@code ssh://}. A fault of the engine (no socket, no answer within 10 s, a
 * refusal) is a process that printed {@code ahp: <why>} and exited with 125, and is asked again at the
 * next start.
 */
package ahp.machines.docker;

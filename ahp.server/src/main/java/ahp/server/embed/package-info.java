/**
 * What a custom host needs to serve a terminal store over AHP: {@link ahp.server.embed.AhpServer},
 * the host core and its WebSocket server behind one builder. The host module requires
 * {@code ahp.server} and the providers it wants and nothing else; see {@code docs/build-a-host.md}
 * and {@code examples/pipes-only-host}.
 */
package ahp.server.embed;

/**
 * An ACP agent's session config as AHP session config: what the agent says a session of its can be
 * set to ({@code modes}, {@code models}, {@code configOptions}) as {@code SessionConfigPropertySchema}s
 * ({@link ahp.backends.acp.config.ConfigCatalog}), and the request that sets each property
 * ({@link ahp.backends.acp.config.ConfigSetter}).
 */
package ahp.backends.acp.config;

/**
 * The vocabulary every AHP package shares: the one Jackson mapper ({@link ahp.protocol.Json}), the
 * action union ({@link ahp.protocol.Action}, with {@link ahp.protocol.UnknownAction} for types this host
 * does not model), channel states ({@link ahp.protocol.ChannelState}) and well-known channels.
 *
 * <p>The subpackages: {@code jsonrpc} (messages, error codes, the frame codec), {@code command}
 * (params and results, snapshots, envelopes), {@code root}, {@code terminal}, {@code session},
 * {@code chat}, {@code changeset}, {@code annotations} and {@code resourcewatch} (the channels and
 * their reducers), and {@code version} (negotiation and the per-version views).
 */
package ahp.protocol;

package ahp.protocol;

/**
 * The state of one subscribable channel, as carried in a snapshot: {@link ahp.protocol.root.RootState},
 * {@link ahp.protocol.terminal.TerminalState}, {@link ahp.protocol.session.SessionState},
 * {@link ahp.protocol.chat.ChatState}, {@link ahp.protocol.changeset.ChangesetState},
 * {@link ahp.protocol.annotations.AnnotationsState},
 * {@link ahp.protocol.resourcewatch.ResourceWatchState}, the shapes the version views produce for
 * older clients, or {@link UnknownState} for any other channel.
 *
 * <p>The wire has no discriminator for states; {@link Json#MAPPER} tells them apart by their required
 * fields (see {@link Json}).
 */
public interface ChannelState {}

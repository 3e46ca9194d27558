/**
 * The changeset channel (an expanded {@code Changeset.uriTemplate}): {@link
 * ahp.protocol.changeset.ChangesetState} and the pure {@link ahp.protocol.changeset.ChangesetReducer}.
 * The host emits no changeset action itself, so every {@code changeset/*} action stays an
 * {@link ahp.protocol.UnknownAction} and the reducer reads it from its JSON tree.
 */
package ahp.protocol.changeset;

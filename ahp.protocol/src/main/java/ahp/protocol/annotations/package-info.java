/**
 * A session's annotations channel ({@code ahp-session:/<id>/annotations}, since 0.4.0): {@link
 * ahp.protocol.annotations.AnnotationsState} and the pure {@link
 * ahp.protocol.annotations.AnnotationsReducer}. Every {@code annotations/*} action is
 * client-dispatchable and stays an {@link ahp.protocol.UnknownAction}, read from its JSON tree.
 */
package ahp.protocol.annotations;

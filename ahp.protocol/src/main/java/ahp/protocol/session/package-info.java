/**
 * The session channel ({@code ahp-session:/<id>}): {@link ahp.protocol.session.SessionState}, the
 * session actions the host builds as records ({@link ahp.protocol.session.SessionAction}) and the pure
 * {@link ahp.protocol.session.SessionReducer}, which also reads every other {@code session/*} action
 * from its JSON tree.
 */
package ahp.protocol.session;

/**
 * The root channel ({@code ahp-root://}): {@link ahp.protocol.root.RootState} with its terminal list
 * of {@link ahp.protocol.root.TerminalInfo} rows, the four root actions and the pure
 * {@link ahp.protocol.root.RootReducer}.
 */
package ahp.protocol.root;

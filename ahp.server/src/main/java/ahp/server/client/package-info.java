/**
 * {@code ahp}: a person's client, on {@link ahp.server.websocket.WebSocketClient} and jline.
 * {@code ahp list} shows the terminals, {@code ahp new} opens a shell and attaches, {@code ahp attach}
 * attaches to one that is open and shows what it already printed.
 */
package ahp.server.client;

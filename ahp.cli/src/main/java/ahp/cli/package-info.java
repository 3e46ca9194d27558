/**
 * {@code ahp}: a person's client, on the client library ({@link ahp.client.HostConnection}) and jline.
 * {@code ahp list} shows the terminals, {@code ahp new} opens a shell and attaches, {@code ahp attach}
 * attaches to one that is open and shows what it already printed, {@code ahp chat} talks to a
 * session's chat, {@code ahp sessions} and {@code ahp agents} list what the daemon holds.
 */
package ahp.cli;

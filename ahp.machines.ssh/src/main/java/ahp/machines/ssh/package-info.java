/**
 * The {@code "ssh"} kind of machine. A config file names one as
 * {@code {"id": "build", "kind": "ssh", "host": "build.example", "user": "ci", "identityFile":
 * "/home/me/.ssh/ahp_build", "knownHosts": "/home/me/.ssh/ahp_known_hosts"}} (and optionally
 * {@code "port"}, {@code "shell"}, and {@code "ssh"}, the client's path);
 * {@link ahp.machines.ssh.SshMachineProvider} checks those settings without connecting, and every
 * terminal of a session in the machine is then one {@code ssh -tt} process under the daemon's own
 * pseudoterminal ({@link ahp.machines.api.MachineContext#localPty()}), running
 * {@code cd <directory> && exec env K=V ... <program> <args>} on the other host.
 *
 * <p>Why the system's OpenSSH client, and not a Java SSH library such as Apache MINA SSHD:
 * <ul>
 *   <li>it is the client people's keys, hosts and known_hosts files already work with: every key
 *       type, every host-key algorithm and every server quirk OpenSSH's servers have, with OpenSSH's
 *       own checks (a key file others can read is refused, a changed host key is refused);</li>
 *   <li>one process per terminal: the local pseudoterminal's size reaches the other host because
 *       resizing it sends SIGWINCH to ssh, which forwards it; ^C is a byte on the pseudoterminal;
 *       {@code kill} ends ssh, whose closed connection ends the remote shell; the remote's exit code
 *       is ssh's, and ssh's own failures (255) are printed in ssh's own words into the terminal;</li>
 *   <li>no cryptography in the daemon: no SSH protocol, key parsing or cipher code to keep current
 *       in its JVM, and no third-party stack on its module path.</li>
 * </ul>
 * The client runs with {@code -F /dev/null} and {@code BatchMode=yes}: nothing of the daemon user's
 * own ssh configuration, agent or default keys takes part, only the machine's settings, and it never
 * asks a question (an unknown host key or a refused key is a 255 exit, with ssh's words, at once).
 */
package ahp.machines.ssh;

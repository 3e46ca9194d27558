# What a fresh integrated bash costs: the time from its spawn under a pseudoterminal to its first
# prompt mark (OSC 633;A or 133;A), HOME an empty folder, as the bench's daemon runs it.
#
#   python3 bench/bash-start.py ahp.shellintegration/src/main/resources/ahp/shellintegration/bash-integration.sh 300
#
# Prints p50, p90 and the fastest of N starts. bench/NOTES.md, "No spare shells", uses it to set the
# `!true` turn's target.
import os, pty, sys, time, select, statistics, tempfile
script = sys.argv[1]
n = int(sys.argv[2])
home = tempfile.mkdtemp()
times = []
for i in range(n):
    env = {"HOME": home, "TERM": "xterm-256color", "PATH": "/usr/bin:/bin", "VSCODE_PREVENT_SHELL_HISTORY": "1"}
    t0 = time.perf_counter()
    pid, fd = pty.fork()
    if pid == 0:
        os.execve("/bin/bash", ["bash", "--init-file", script, "-i"], env)
    buf = b""
    while True:
        r, _, _ = select.select([fd], [], [], 5)
        if not r:
            break
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            break
        buf += chunk
        if b"\x1b]633;A" in buf or b"\x1b]133;A" in buf:
            break
    times.append((time.perf_counter() - t0) * 1000)
    os.kill(pid, 9); os.waitpid(pid, 0); os.close(fd)
times.sort()
print("n=%d p50=%.2f ms p90=%.2f ms min=%.2f ms" % (n, statistics.median(times), times[int(n*0.9)], times[0]))

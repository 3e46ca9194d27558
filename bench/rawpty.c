/*
 * rawpty: the raw reference reader of the ahp-terminals benchmarks.
 *
 * It opens a pseudoterminal of 120x30 with TERM=xterm-256color, runs `/bin/sh -c LINE` on it and
 * reads the master side, doing nothing else: no parsing, no copying, no allocation in the loop.
 * What it measures is what the kernel alone costs on this machine, the ceiling for any host.
 *
 *   rawpty drain LINE
 *       Waits for LINE's first output, types Enter (a carriage return), and reads until the
 *       master reports the end (EIO once every slave is closed, or EOF). Prints
 *         bytes=<all bytes read> timed_bytes=<bytes read after Enter> seconds=<Enter..end> exit=<code>
 *         user_seconds=<its own CPU in user mode> system_seconds=<its own CPU in the kernel>
 *       (the CPU is this reader's alone, from the start: the reads are nearly all of it)
 *       LINE is meant to print a ready mark and wait for a line before its real work
 *       (`printf R; read go; CMD`), so the clock covers CMD only.
 *
 *   rawpty echo COUNT WARMUP LINE
 *       Waits for LINE's first output, then WARMUP untimed and COUNT timed probes: writes one
 *       character (cycling through "vwyz", letters no VT control sequence ends in) and reads
 *       until that character comes back. Prints each timed probe's latency in nanoseconds, one a
 *       line, then `exit=<code>`.
 *
 *   rawpty echo-paused COUNT WARMUP LINE PAUSE_US
 *       The same, idle PAUSE_US microseconds before each probe (untimed): what the kernel's own
 *       echo costs when the CPUs have gone idle in between, as they do during a host's round trip.
 *
 *   rawpty line COUNT WARMUP LINE TEXT EXPECT
 *       The same with TEXT typed (C escapes \r \n \\ decoded) and EXPECT awaited in what comes
 *       back after it: the command round trip.
 *
 * Every wait is bounded (poll with a timeout); on a timeout it prints `error: ...` to stderr,
 * ends the child's process group and exits with 3. Usage errors exit with 2.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <poll.h>
#include <pty.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define COLS 120
#define ROWS 30
#define READ_SIZE 65536
#define PROBE_LIMIT (1 << 20)
#define FIRST_OUTPUT_TIMEOUT_MS 30000
#define DRAIN_IDLE_TIMEOUT_MS 120000
#define PROBE_TIMEOUT_MS 10000

static const char ECHO_ALPHABET[] = "vwyz";

static int master = -1;
static pid_t child = -1;

static long long now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (long long) t.tv_sec * 1000000000LL + t.tv_nsec;
}

/* Closes the master and reaps the child: given up to 5 s to exit, then its group is killed. */
static int finish(void) {
    int status = 0;
    if (master >= 0) close(master);
    master = -1;
    if (child > 0) {
        pid_t done = 0;
        for (int waited_ms = 0; done == 0 && waited_ms < 5000; waited_ms++) {
            done = waitpid(child, &status, WNOHANG);
            if (done == 0) usleep(1000);
        }
        kill(-child, SIGKILL);
        if (done == 0 && waitpid(child, &status, 0) < 0) return -1;
        if (done < 0) return -1;
        child = -1;
    }
    if (WIFEXITED(status)) return WEXITSTATUS(status);
    if (WIFSIGNALED(status)) return 128 + WTERMSIG(status);
    return -1;
}

static void fail(const char *what) {
    fprintf(stderr, "error: %s\n", what);
    finish();
    exit(3);
}

static void spawn(const char *line) {
    struct winsize size = {.ws_row = ROWS, .ws_col = COLS};
    child = forkpty(&master, NULL, NULL, &size);
    if (child < 0) {
        perror("forkpty");
        exit(3);
    }
    if (child == 0) {
        setenv("TERM", "xterm-256color", 1);
        setenv("COLUMNS", "120", 1);
        setenv("LINES", "30", 1);
        execl("/bin/sh", "sh", "-c", line, (char *) NULL);
        perror("execl /bin/sh");
        _exit(127);
    }
}

/* One read of the master; 0 at the end, -1 on a timeout. */
static ssize_t read_some(char *buf, size_t size, int timeout_ms) {
    struct pollfd p = {.fd = master, .events = POLLIN};
    for (;;) {
        int ready = poll(&p, 1, timeout_ms);
        if (ready < 0 && errno == EINTR) continue;
        if (ready < 0) fail("poll");
        if (ready == 0) return -1;
        ssize_t n = read(master, buf, size);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0 && errno == EIO) return 0;
        if (n < 0) fail("read");
        return n;
    }
}

static void write_all(const char *text, size_t length) {
    while (length > 0) {
        ssize_t n = write(master, text, length);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) fail("write");
        text += n;
        length -= (size_t) n;
    }
}

static long long await_first_output(char *buf) {
    ssize_t n = read_some(buf, READ_SIZE, FIRST_OUTPUT_TIMEOUT_MS);
    if (n < 0) fail("no output from the command within 30 s");
    if (n == 0) fail("the command ended before printing anything");
    return n;
}

static int drain(const char *line) {
    static char buf[READ_SIZE];
    spawn(line);
    long long before = await_first_output(buf);
    long long timed = 0;
    long long start = now_ns();
    write_all("\r", 1);
    for (;;) {
        ssize_t n = read_some(buf, sizeof buf, DRAIN_IDLE_TIMEOUT_MS);
        if (n < 0) fail("no output for 120 s and no end");
        if (n == 0) break;
        timed += n;
    }
    long long end = now_ns();
    int code = finish();
    struct rusage self;
    if (getrusage(RUSAGE_SELF, &self) != 0) fail("getrusage");
    printf("bytes=%lld timed_bytes=%lld seconds=%.9f exit=%d user_seconds=%ld.%06ld system_seconds=%ld.%06ld\n",
           before + timed, timed, (double) (end - start) / 1e9, code,
           (long) self.ru_utime.tv_sec, (long) self.ru_utime.tv_usec,
           (long) self.ru_stime.tv_sec, (long) self.ru_stime.tv_usec);
    return 0;
}

/* Types TEXT and reads until EXPECT is in what came back after it; returns the nanoseconds. */
static long long probe(const char *text, size_t text_length, const char *expect, size_t expect_length) {
    static char seen[PROBE_LIMIT];
    size_t length = 0;
    long long start = now_ns();
    write_all(text, text_length);
    for (;;) {
        if (length + READ_SIZE > sizeof seen) fail("1 MiB of output without the awaited text");
        ssize_t n = read_some(seen + length, READ_SIZE, PROBE_TIMEOUT_MS);
        if (n < 0) fail("the awaited text did not come back within 10 s");
        if (n == 0) fail("the command ended while a probe was awaited");
        size_t from = length >= expect_length ? length - expect_length + 1 : 0;
        length += (size_t) n;
        if (memmem(seen + from, length - from, expect, expect_length) != NULL) return now_ns() - start;
    }
}

static size_t unescape(char *text) {
    char *out = text;
    for (const char *in = text; *in; in++) {
        if (*in == '\\' && in[1] != '\0') {
            in++;
            *out++ = *in == 'r' ? '\r' : *in == 'n' ? '\n' : *in == 't' ? '\t' : *in;
        } else {
            *out++ = *in;
        }
    }
    *out = '\0';
    return (size_t) (out - text);
}

static int parse_count(const char *text, const char *what) {
    char *end;
    long value = strtol(text, &end, 10);
    if (*end != '\0' || value < 0 || value > 1000000) {
        fprintf(stderr, "rawpty: %s must be a number from 0 to 1000000, not '%s'\n", what, text);
        exit(2);
    }
    return (int) value;
}

/* Microseconds to stay idle before each probe (echo-paused); 0 types the next one at once. */
static int pause_us;

static int probes(int count, int warmup, const char *line, char *text, char *expect) {
    static char buf[READ_SIZE];
    size_t text_length = text == NULL ? 1 : unescape(text);
    size_t expect_length = expect == NULL ? 1 : unescape(expect);
    if (expect_length == 0) {
        fprintf(stderr, "rawpty: EXPECT must not be empty\n");
        exit(2);
    }
    spawn(line);
    await_first_output(buf);
    size_t alphabet = sizeof ECHO_ALPHABET - 1;
    for (int i = 0; i < warmup + count; i++) {
        const char *probe_text = text == NULL ? &ECHO_ALPHABET[i % alphabet] : text;
        const char *probe_expect = expect == NULL ? probe_text : expect;
        if (pause_us > 0) usleep((useconds_t) pause_us);
        long long ns = probe(probe_text, text_length, probe_expect, expect_length);
        if (i >= warmup) printf("%lld\n", ns);
    }
    printf("exit=%d\n", finish());
    return 0;
}

static int usage(void) {
    fprintf(stderr,
            "usage: rawpty drain LINE\n"
            "       rawpty echo COUNT WARMUP LINE\n"
            "       rawpty echo-paused COUNT WARMUP LINE PAUSE_US\n"
            "       rawpty line COUNT WARMUP LINE TEXT EXPECT\n");
    return 2;
}

int main(int argc, char **argv) {
    signal(SIGPIPE, SIG_IGN);
    if (argc == 3 && strcmp(argv[1], "drain") == 0) return drain(argv[2]);
    if (argc == 5 && strcmp(argv[1], "echo") == 0)
        return probes(parse_count(argv[2], "COUNT"), parse_count(argv[3], "WARMUP"), argv[4], NULL, NULL);
    if (argc == 6 && strcmp(argv[1], "echo-paused") == 0) {
        pause_us = parse_count(argv[5], "PAUSE_US");
        return probes(parse_count(argv[2], "COUNT"), parse_count(argv[3], "WARMUP"), argv[4], NULL, NULL);
    }
    if (argc == 7 && strcmp(argv[1], "line") == 0)
        return probes(parse_count(argv[2], "COUNT"), parse_count(argv[3], "WARMUP"), argv[4], argv[5], argv[6]);
    return usage();
}

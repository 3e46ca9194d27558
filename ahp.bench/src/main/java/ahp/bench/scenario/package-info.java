/**
 * The scenarios of issue 6, each measuring the raw reader and the daemon back to back on the same
 * command in the same run: throughput, echo latency, command round trip, completeness at exit,
 * footprint, and scale; and the daemon's own, with no raw equivalent: a {@code !} command turn, a
 * restart on a session store of kept terminals, and an ACP agent's terminals.
 */
package ahp.bench.scenario;

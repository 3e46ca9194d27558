/**
 * The scenarios of issue 6, each measuring the raw reader and the daemon back to back on the same
 * command in the same run: throughput, echo latency, command round trip, completeness at exit,
 * footprint, and scale.
 */
package ahp.bench.scenario;

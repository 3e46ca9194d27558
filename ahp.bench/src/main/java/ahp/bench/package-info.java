/** The command line of the benchmarks: options, the runs, and the report. */
package ahp.bench;

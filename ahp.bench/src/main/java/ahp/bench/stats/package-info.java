/** Pure arithmetic of the benchmarks: percentiles, medians with their spread, UTF-8 byte counts, and the serverSeq ledger. */
package ahp.bench.stats;

/** The figures the runs produce, their targets, and the markdown table of medians and ratios. */
package ahp.bench.report;

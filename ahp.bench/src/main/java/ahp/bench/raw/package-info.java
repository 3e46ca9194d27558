/** The raw reference reader, {@code bench/rawpty.c}: run as a program, its output parsed. */
package ahp.bench.raw;

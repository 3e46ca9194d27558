/**
 * The long runs behind docs/reliability.md, one command each ({@code reliability/run NAME}): a soak
 * of streaming terminals and reconnecting clients, the frame fuzzer, an attacker's idle sockets,
 * create/dispose leak cycles and the fault drills. Each starts the daemon with the README's launcher
 * (as the benchmarks do), measures it from outside, and prints a markdown report.
 */
package ahp.bench.reliability;

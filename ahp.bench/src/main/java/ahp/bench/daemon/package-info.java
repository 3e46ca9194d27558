/**
 * The daemon under measurement: started with the README's launcher on a free loopback port with a
 * throwaway users file and state folder, found by the {@code ws://} line it prints, weighed through
 * {@code /proc}, and stopped with SIGTERM.
 */
package ahp.bench.daemon;

/**
 * The daemon's heap between bursts of work: once a burst that grew the heap is over and the daemon
 * has been quiet for a while, one full collection gives the heap back to the system (the serial
 * collector shrinks its generations only at a full collection, and has no periodic one of its own).
 */
package ahp.server.memory;

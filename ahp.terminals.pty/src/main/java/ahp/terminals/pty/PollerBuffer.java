package ahp.terminals.pty;

import ahp.terminals.pty.posix.CallState;
import java.lang.foreign.MemorySegment;

/**
 * What the poller reads with, one terminal at a time: one native buffer and one heap array of
 * {@value PtyPoller#CHUNK} bytes for every terminal, rather than a buffer each.
 *
 * @param state where the poller's libc calls leave {@code errno}
 * @param segment the native buffer reads fill
 * @param array the same bytes on the heap, for the decoder
 */
record PollerBuffer(CallState state, MemorySegment segment, byte[] array) {}

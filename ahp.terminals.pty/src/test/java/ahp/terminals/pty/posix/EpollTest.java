package ahp.terminals.pty.posix;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import org.junit.jupiter.api.Test;

class EpollTest {

    @Test
    void aWaitShorterThanAMillisecondEndsEmptyAndAReadyDescriptorComesBackWithItsTag() throws Exception {
        Epoll epoll = Epoll.open(4);
        try (Arena arena = Arena.ofConfined()) {
            CallState state = new CallState(arena);
            int eventFd = Libc.eventfd(state, 0, Libc.EFD_CLOEXEC | Libc.EFD_NONBLOCK);
            assertTrue(eventFd >= 0, "eventfd: errno " + state.errno());
            try {
                assertEquals(0, epoll.add(eventFd, Epoll.IN, 42));
                assertEquals(0, epoll.await(state, 300_000), "nothing is ready: a 300 µs wait times out");
                assertEquals(0, epoll.await(state, 1_500_000), "and so does one of 1.5 ms");
                assertEquals(0, epoll.await(state, 0));

                MemorySegment one = arena.allocate(ValueLayout.JAVA_LONG);
                one.set(ValueLayout.JAVA_LONG, 0, 1L);
                assertEquals(8, Libc.write(state, eventFd, one, 8));
                assertEquals(1, epoll.await(state, 300_000));
                assertEquals(42, epoll.tag(0));
                assertTrue((epoll.events(0) & Epoll.IN) != 0);
                assertEquals(1, epoll.await(state, -1), "level-triggered: still ready, so no wait at all");
            } finally {
                Libc.close(eventFd);
                epoll.close();
            }
        }
    }
}

package ahp.machines.docker.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.io.EOFException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Answers read as the engine sends them: by length, in chunks, to the end, and a 101's raw rest. */
class HttpInputTest {

    /** Gives its bytes a few at a time, as a socket may. */
    private static InputStream trickle(String text) {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        return new ByteArrayInputStream(bytes) {
            @Override
            public synchronized int read(byte[] b, int off, int len) {
                return super.read(b, off, Math.min(len, 3));
            }
        };
    }

    private static String body(String answer) throws Exception {
        HttpInput input = new HttpInput(trickle(answer));
        HttpResponse head = HttpResponse.readHead(input);
        return new String(head.readBody(input), StandardCharsets.UTF_8);
    }

    @Test
    void aBodyByItsLength() throws Exception {
        assertEquals("{\"Id\":\"abc\"}", body("HTTP/1.1 201 Created\r\nContent-Length: 12\r\n\r\n{\"Id\":\"abc\"}extra"));
    }

    @Test
    void aChunkedBody() throws Exception {
        assertEquals("[{\"Id\":\"a\"}]", body("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"
                + "5\r\n[{\"Id\r\n6;ext=1\r\n\":\"a\"}\r\n1\r\n]\r\n0\r\nTrailer: x\r\n\r\n"));
    }

    @Test
    void aBodyToTheEndAndNoneFor204() throws Exception {
        assertEquals("all of it", body("HTTP/1.0 200 OK\r\n\r\nall of it"));
        assertEquals("", body("HTTP/1.1 204 No Content\r\nContent-Length: 0\r\n\r\n"));
    }

    @Test
    void theRawStreamAfter101StartsRightAfterTheHead() throws Exception {
        HttpInput input = new HttpInput(trickle("HTTP/1.1 101 UPGRADED\r\nUpgrade: tcp\r\n\r\n\u001b[?2004hroot# "));
        HttpResponse head = HttpResponse.readHead(input);
        assertEquals(101, head.status());
        assertEquals("tcp", head.headers().get("upgrade"));
        assertArrayEquals("\u001b[?2004hroot# ".getBytes(StandardCharsets.UTF_8), input.rest().readAllBytes());
    }

    @Test
    void anAnswerCutShortIsAnError() {
        assertThrows(EOFException.class, () -> body("HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nshort"));
        assertThrows(EOFException.class, () -> body(""));
    }
}

package ahp.shellintegration.marks;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import org.junit.jupiter.api.Test;

class CwdUrisTest {

    @Test
    void makesCleanFileUris() {
        assertEquals(Optional.of("file:///"), CwdUris.fromPath("/"));
        assertEquals(Optional.of("file:///tmp"), CwdUris.fromPath("/tmp/"));
        assertEquals(Optional.of("file:///a/b/../c"), CwdUris.fromPath("//a/./b/../c//"));
        assertEquals(Optional.of("file:///x/100%25%20sure/%23hash%3F"), CwdUris.fromPath("/x/100% sure/#hash?"));
        assertEquals(Optional.of("file:///D:/work"), CwdUris.fromPath("d:\\work"));
        assertEquals(Optional.of("file:///C:/x"), CwdUris.fromPath("/c:/x"));
        assertEquals(Optional.empty(), CwdUris.fromPath("relative"));
        assertEquals(Optional.empty(), CwdUris.fromPath(""));
    }

    @Test
    void readsOsc7Uris() {
        assertEquals(Optional.of("file:///home/a%20b"), CwdUris.fromOsc7("file://host/home/a%20b"));
        assertEquals(Optional.of("file:///home/a%20b"), CwdUris.fromOsc7("FILE:///home/a b"));
        assertEquals(Optional.of("file:///srv"), CwdUris.fromOsc7("file://h/srv?q#f"));
        assertEquals(Optional.of("file:///%C3%A9"), CwdUris.fromOsc7("file://h/%c3%a9"));
        assertEquals(Optional.of("file:///50%25"), CwdUris.fromOsc7("file://h/50%"));
        assertEquals(Optional.empty(), CwdUris.fromOsc7("file://hostonly"));
        assertEquals(Optional.empty(), CwdUris.fromOsc7("http://h/x"));
    }
}

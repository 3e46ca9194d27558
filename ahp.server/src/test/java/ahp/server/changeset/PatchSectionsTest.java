package ahp.server.changeset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Splitting a patch by file under the caps, on text made here (the git tests read real output). */
class PatchSectionsTest {

    private static PatchSections read(String patch, int perFile, int total) throws Exception {
        return PatchSections.read(new ByteArrayInputStream(patch.getBytes(StandardCharsets.UTF_8)), perFile, total);
    }

    private static String text(PatchSections sections, String header) {
        return new String(sections.sections().get(header).text(), StandardCharsets.UTF_8);
    }

    @Test
    void eachFileStartsAtItsHeaderAndAHunkLineNeverDoes() throws Exception {
        String a = "diff --git a/a b/a\n--- a/a\n+++ b/a\n@@ -1 +1 @@\n-diff --git a/x b/x\n+ diff --git\n";
        String b = "diff --git a/b b/b\nnew file mode 100644\n";
        PatchSections sections = read(a + b, 1_000, 10_000);
        assertEquals(2, sections.sections().size());
        assertEquals(a, text(sections, "diff --git a/a b/a"));
        assertEquals(b, text(sections, "diff --git a/b b/b"));
        assertFalse(sections.stoppedEarly());
    }

    @Test
    void aLineLongerThanTheCapIsNotHeldAndTheNextFileIsStillFound() throws Exception {
        String huge = "+" + "z".repeat(5_000_000) + "\n";
        String patch = "diff --git a/min.js b/min.js\n@@ -0,0 +1 @@\n" + huge + "+after\n"
                + "diff --git a/next b/next\n+n\n";
        PatchSections sections = read(patch, 1_000, 10_000);
        PatchSections.Section min = sections.sections().get("diff --git a/min.js b/min.js");
        assertTrue(min.truncated());
        assertEquals("diff --git a/min.js b/min.js\n@@ -0,0 +1 @@\n", new String(min.text(), StandardCharsets.UTF_8));
        assertEquals("diff --git a/next b/next\n+n\n", text(sections, "diff --git a/next b/next"));
    }

    @Test
    void readingStopsWhenTheTotalIsSpent() throws Exception {
        String one = "diff --git a/1 b/1\n+1\n";
        String two = "diff --git a/2 b/2\n+2\n+22\n";
        PatchSections sections = read(one + two + "diff --git a/3 b/3\n+3\n", 1_000, one.length() + 20);
        assertTrue(sections.stoppedEarly());
        assertEquals(one, text(sections, "diff --git a/1 b/1"));
        PatchSections.Section cut = sections.sections().get("diff --git a/2 b/2");
        assertTrue(cut.truncated());
        assertEquals("diff --git a/2 b/2\n", new String(cut.text(), StandardCharsets.UTF_8));
        assertFalse(sections.sections().containsKey("diff --git a/3 b/3"));
    }

    @Test
    void headersAreQuotedAsGitQuotesThem() {
        assertEquals("diff --git a/plain name b/plain name", GitQuote.header("plain name", "plain name"));
        assertEquals("diff --git \"a/q\\\"\\\\\\t\\n\" b/ok", GitQuote.header("q\"\\\t\n", "ok"));
        assertEquals("diff --git \"a/\\303\\251\" \"b/\\303\\251\"", GitQuote.header("é", "é"));
    }
}

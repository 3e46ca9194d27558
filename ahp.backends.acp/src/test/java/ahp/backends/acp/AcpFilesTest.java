package ahp.backends.acp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import org.junit.jupiter.api.Test;

/** fs/read_text_file and fs/write_text_file from a real agent: inside the working directories only. */
class AcpFilesTest extends ScriptedSessionCase {

    @Test
    void theAgentReadsAndWritesInsideAndIsRefusedOutside() throws Exception {
        ScriptedAgent agent = new ScriptedAgent(folder, """
                {"turns": {"files": [
                  {"read": {"path": "@WORK@/notes.txt", "line": 2, "limit": 2}},
                  {"write": {"path": "@WORK@/out/new.txt", "content": "written"}},
                  {"read": {"path": "@OUTSIDE@/secret.txt"}},
                  {"read": {"path": "@WORK@/escape/secret.txt"}},
                  {"write": {"path": "@WORK@/escape/planted.txt", "content": "planted"}},
                  {"write": {"path": "@WORK@/link.txt", "content": "overwritten"}},
                  {"read": {"path": "@WORK@/../outside/secret.txt"}},
                  {"read": {"path": "@WORK@/missing.txt"}}
                ]}}""");
        Files.writeString(agent.work.resolve("notes.txt"), "one\ntwo\nthree\nfour\n");
        Files.writeString(agent.outside.resolve("secret.txt"), "secret");
        Files.createSymbolicLink(agent.work.resolve("escape"), agent.outside);
        Files.createSymbolicLink(agent.work.resolve("link.txt"), agent.outside.resolve("secret.txt"));
        session = agent.start(false);

        RecordingTurn turn = agent.run(session, "files");
        assertEquals("complete", turn.awaitEnd());
        String[] said = turn.markdown().split("\n");

        assertEquals("read: \"two\\nthree\\n\"", said[0]);
        assertEquals("wrote", said[1]);
        assertEquals("written", Files.readString(agent.work.resolve("out/new.txt")));
        assertTrue(said[2].startsWith("read failed: -32602 Outside the session's working directories: "), said[2]);
        assertTrue(said[3].startsWith("read failed: -32602 Outside the session's working directories: ")
                && said[3].contains(" leads to "), "a link out is refused: " + said[3]);
        assertTrue(said[4].startsWith("write failed: -32602 Outside the session's working directories: "), said[4]);
        assertFalse(Files.exists(agent.outside.resolve("planted.txt")));
        assertTrue(said[5].startsWith("write failed: -32602 Outside the session's working directories: "), said[5]);
        assertEquals("secret", Files.readString(agent.outside.resolve("secret.txt")));
        assertTrue(said[6].startsWith("read failed: -32602 A path with ..: "), said[6]);
        assertTrue(said[7].startsWith("read failed: -32002 No such file: "), said[7]);
    }
}

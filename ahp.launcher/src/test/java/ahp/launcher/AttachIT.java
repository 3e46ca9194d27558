package ahp.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.server.testing.Launched;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code ./ahp} as a person uses it, on a real terminal ({@code script} gives it one): open a shell,
 * type into it, detach; list it; attach again late and see what it printed.
 */
class AttachIT {

    private static final Pattern DETACHED = Pattern.compile("detached from (ahp-terminal:/[0-9a-f-]+)");

    @TempDir
    Path home;

    @Test
    void aPersonOpensAShellDetachesAndAttachesAgain() throws Exception {
        Path work = Files.createDirectory(home.resolve("work"));
        Map<String, String> environment = Map.of("HOME", home.toString(), "SHELL", "/bin/bash",
                "XDG_STATE_HOME", home.resolve("state").toString(), "TERM", "xterm-256color");
        // No --state-dir and no token: the daemon writes its owner token under $XDG_STATE_HOME/ahpd,
        // where the client on this machine finds it.
        try (Launched daemon = Launched.start(List.of("./ahpd", "serve", "--listen", "127.0.0.1:0"), environment)) {
            String url = daemon.awaitAddress();
            String uri;
            try (Launched person = Launched.start(script("./ahp --url " + url + " new --cwd " + work), environment)) {
                person.awaitOutput("detaches]");
                person.type("cd .; echo hello-$((6*7)) in $PWD\r");
                person.awaitOutput("hello-42 in " + work);
                person.type("\u001dd");
                assertEquals(0, person.awaitExit(), person.output());
                Matcher detached = DETACHED.matcher(person.output());
                assertTrue(detached.find(), person.output());
                uri = detached.group(1);
            }
            try (Launched list = Launched.start(List.of("./ahp", "--url", url, "list"), environment)) {
                assertEquals(0, list.awaitExit(), list.output());
                assertTrue(list.output().contains(uri + "\tbash\trunning"), list.output());
            }
            try (Launched again = Launched.start(script("./ahp --url " + url + " attach " + uri), environment)) {
                String shown = again.awaitOutput("detaches]");
                again.awaitOutput("hello-42 in " + work);
                assertTrue(again.output().indexOf("hello-42") > shown.indexOf("detaches]"), "the scrollback, late");
                again.type("exit\r");
                again.awaitOutput("the terminal exited with code 0");
                assertEquals(0, again.awaitExit(), again.output());
            }
        }
    }

    /** {@code command} on a terminal of its own, as {@code script} gives one. */
    private static List<String> script(String command) {
        return List.of("script", "-qfec", command, "/dev/null");
    }
}

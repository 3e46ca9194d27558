package ahp.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.server.testing.Launched;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The web client in a real browser against {@code ./ahpd serve} as a person runs it: headless
 * Chromium driven by the scripts in {@code ahp.server/src/test/web} (playwright-core). Under a
 * pseudoterminal it signs in, opens a shell and types in it, runs vim and quits it, pastes, watches
 * from a second tab, runs {@code !ls} in a session, approves an agent's tool call (the scripted ACP
 * agent's), and is refused a terminal as a guest; on pipes it edits a line and interrupts a command.
 * The screenshots are left in {@code ahp.launcher/target/web-screenshots}.
 */
class WebClientIT {

    private static final Pattern PAGE = Pattern.compile("in a browser: (http://[^ \\n]+)");
    private static final Duration BROWSER_DEADLINE = Duration.ofMinutes(5);
    private static final String MARKER = "a-file-the-daemon-lists.txt";
    private static final Path SHOTS = Launched.root().resolve("ahp.launcher/target/web-screenshots");

    @TempDir
    Path home;

    @Test
    void aPersonDrivesTerminalsAndSessionsFromABrowser() throws Exception {
        Files.writeString(home.resolve(MARKER), "listed by !ls\n");
        Path script = home.resolve("agent-script.json");
        Files.writeString(script, """
                {"turns": {"*": [
                  {"say": "Looking at the build folder."},
                  {"permission": {"toolCall": {"toolCallId": "tidy", "title": "Delete the build folder?"}, "options": [
                    {"optionId": "yes", "name": "Yes", "kind": "allow_once"},
                    {"optionId": "no", "name": "No", "kind": "reject_once"}]}}
                ]}}
                """);
        // A machine the form offers: an SSH host on a closed port, so its command fails at once, saying why.
        for (String secret : List.of("lab-key", "lab-known-hosts")) {
            Files.deleteIfExists(home.resolve(secret));
            Files.createFile(home.resolve(secret), java.nio.file.attribute.PosixFilePermissions.asFileAttribute(
                    java.nio.file.attribute.PosixFilePermissions.fromString("rw-------")));
        }
        Path config = home.resolve("ahpd.json");
        Files.writeString(config, """
                {"agents": [{"id": "scripted", "displayName": "Scripted agent", "command": "node",
                             "args": ["%s"], "env": {"ACP_SCRIPT": "%s"}}],
                 "machines": [{"id": "lab", "kind": "ssh", "host": "127.0.0.1", "port": 1,
                               "identityFile": "lab-key", "knownHosts": "lab-known-hosts"}]}
                """.formatted(Launched.root().resolve("ahp.backends.acp/src/test/agent/agent.mjs"), script));
        browse("pty", List.of("--config", config.toString()), "browser-test.mjs",
                Map.of("AHP_MARKER_FILE", MARKER, "AHP_AGENT", "Scripted agent", "AHP_MACHINE", "lab"));
        for (String shot : List.of("sign-in", "terminal", "vim", "home", "session", "confirmation", "guest-refused")) {
            assertTrue(Files.size(SHOTS.resolve(shot + ".png")) > 1_000, shot + ".png was saved");
        }
    }

    @Test
    void aShellOnPipesIsEditedLineByLineInThePage() throws Exception {
        browse("pipes", List.of(), "pipes-test.mjs", Map.of());
        assertTrue(Files.size(SHOTS.resolve("pipes.png")) > 1_000, "pipes.png was saved");
    }

    /**
     * Starts the daemon on {@code terminals} with {@code flags}, runs the browser script {@code name}
     * against it with {@code environment} and an owner's and a guest's token, and stops the daemon.
     */
    private void browse(String terminals, List<String> flags, String name, Map<String, String> environment)
            throws Exception {
        Path users = home.resolve("users.json");
        // The daemon takes a users file only when its owner alone may read it.
        Files.deleteIfExists(users);
        Files.createFile(users, java.nio.file.attribute.PosixFilePermissions.asFileAttribute(
                java.nio.file.attribute.PosixFilePermissions.fromString("rw-------")));
        Files.writeString(users, """
                {"users": [{"name": "ann", "token": "owner-web-token", "role": "owner"},
                           {"name": "kiosk", "token": "guest-web-token", "role": "guest"}]}
                """);
        List<String> command = new ArrayList<>(List.of("./ahpd", "serve", "--listen", "127.0.0.1:0",
                "--users", users.toString(), "--state-dir", home.resolve("state").toString(), "--terminals", terminals));
        command.addAll(flags);
        try (Launched daemon = Launched.start(command, Map.of("HOME", home.toString(), "SHELL", "/bin/bash"))) {
            Matcher page = PAGE.matcher(daemon.awaitOutput("in a browser: "));
            assertTrue(page.find(), daemon.output());
            Map<String, String> settings = new HashMap<>(environment);
            settings.putAll(Map.of("AHP_URL", page.group(1), "AHP_OWNER_TOKEN", "owner-web-token",
                    "AHP_GUEST_TOKEN", "guest-web-token", "AHP_SHOTS", SHOTS.toString()));
            try (Launched browser = Launched.start(List.of("node", "ahp.server/src/test/web/" + name), settings)) {
                boolean ended = browser.process().waitFor(BROWSER_DEADLINE.toSeconds(), TimeUnit.SECONDS);
                System.out.println(browser.output());
                assertTrue(ended, "the browser test still ran after " + BROWSER_DEADLINE + ":\n" + browser.output());
                assertEquals(0, browser.process().exitValue(), "the browser test:\n" + browser.output()
                        + "\nthe daemon:\n" + daemon.output());
                assertTrue(browser.output().contains(" passed, 0 failed"), browser.output());
            }
            daemon.process().toHandle().destroy(); // SIGTERM: the daemon ends its shells
            assertEquals(143, daemon.awaitExit(), daemon.output());
        }
    }
}

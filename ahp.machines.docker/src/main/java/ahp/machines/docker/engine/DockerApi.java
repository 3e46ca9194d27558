package ahp.machines.docker.engine;

import java.io.IOException;
import java.io.InputStream;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The few Engine API calls a machine makes, each with the words of its refusal: containers listed by
 * label, created, started, stopped and removed; execs created, started (hijacked), resized and
 * inspected. Nothing is ever pulled: an image the engine does not have is a refusal that says so.
 */
public final class DockerApi {

    private final EngineClient client;

    /** The calls, made through {@code client}. */
    public DockerApi(EngineClient client) {
        this.client = client;
    }

    /** Where the engine is. */
    public EngineAddress address() {
        return client.address();
    }

    /**
     * A container as the list shows it.
     *
     * @param id its id
     * @param running whether it runs
     * @param labels its labels
     */
    public record Container(String id, boolean running, Map<String, String> labels) {}

    /**
     * An exec as the engine shows it.
     *
     * @param running whether it still runs
     * @param exitCode its exit code, once it has one
     */
    public record ExecState(boolean running, Integer exitCode) {}

    /** Every container, running or not, that carries all of {@code labels}. */
    public List<Container> list(Map<String, String> labels) throws EngineException {
        ArrayNode wanted = EngineJson.array();
        labels.forEach((name, value) -> wanted.add(name + "=" + value));
        ObjectNode filters = EngineJson.object();
        filters.set("label", wanted);
        String query = URLEncoder.encode(filters.toString(), StandardCharsets.UTF_8);
        EngineClient.Answer answer = client.call("GET", "/containers/json?all=true&filters=" + query, null);
        if (!answer.ok() || answer.json() == null || !answer.json().isArray()) {
            throw EngineException.refused(address(), "list containers", answer.status(), answer.message());
        }
        List<Container> found = new ArrayList<>();
        for (JsonNode entry : answer.json()) {
            Map<String, String> labelsFound = new HashMap<>();
            JsonNode labelNode = entry.get("Labels");
            if (labelNode != null && labelNode.isObject()) {
                for (Map.Entry<String, JsonNode> label : labelNode.properties()) {
                    labelsFound.put(label.getKey(), label.getValue().asString());
                }
            }
            found.add(new Container(EngineJson.text(entry, "Id"), "running".equals(EngineJson.text(entry, "State")),
                    Map.copyOf(labelsFound)));
        }
        return List.copyOf(found);
    }

    /** Creates a container from {@code spec} (whose {@code Image} is {@code image}); its id. */
    public String create(ObjectNode spec, String image) throws EngineException {
        EngineClient.Answer answer = client.call("POST", "/containers/create", spec);
        if (answer.status() == 404 && answer.message().toLowerCase(java.util.Locale.ROOT).contains("no such image")) {
            throw new EngineException("image " + image + " is not on the Docker engine at " + address()
                    + "; it is not pulled (load or build it there first)", 404);
        }
        String id = EngineJson.text(answer.json(), "Id");
        if (!answer.ok() || id == null) {
            throw EngineException.refused(address(), "create a container from image " + image, answer.status(),
                    answer.message());
        }
        return id;
    }

    /** Starts container {@code id}; one that runs already is left as it is. */
    public void start(String id) throws EngineException {
        EngineClient.Answer answer = client.call("POST", "/containers/" + id + "/start", null);
        if (!answer.ok()) {
            throw EngineException.refused(address(), "start container " + shortId(id), answer.status(), answer.message());
        }
    }

    /** Stops container {@code id}, killing it after {@code seconds}; one that is gone or stopped is fine. */
    public void stop(String id, int seconds) throws EngineException {
        EngineClient.Answer answer = client.call("POST", "/containers/" + id + "/stop?t=" + seconds, null,
                EngineClient.ANSWER.plusSeconds(seconds));
        if (!answer.ok() && answer.status() != 404) {
            throw EngineException.refused(address(), "stop container " + shortId(id), answer.status(), answer.message());
        }
    }

    /** Removes container {@code id} and its anonymous volumes, running or not; one that is gone is fine. */
    public void remove(String id) throws EngineException {
        EngineClient.Answer answer = client.call("DELETE", "/containers/" + id + "?force=true&v=true", null);
        if (!answer.ok() && answer.status() != 404) {
            throw EngineException.refused(address(), "remove container " + shortId(id), answer.status(), answer.message());
        }
    }

    /** Creates an exec of {@code spec} in container {@code containerId}; its id. */
    public String createExec(String containerId, ObjectNode spec) throws EngineException {
        EngineClient.Answer answer = client.call("POST", "/containers/" + containerId + "/exec", spec);
        String id = EngineJson.text(answer.json(), "Id");
        if (!answer.ok() || id == null) {
            throw EngineException.refused(address(), "start a process in container " + shortId(containerId),
                    answer.status(), answer.message());
        }
        return id;
    }

    /** Starts exec {@code execId} attached: its raw stream (with {@code tty}, the terminal's bytes). */
    public RawStream startExec(String execId, boolean tty) throws EngineException {
        ObjectNode body = EngineJson.object().put("Detach", false).put("Tty", tty);
        return client.upgrade("/exec/" + execId + "/start", body, "start the process");
    }

    /** Tells exec {@code execId}'s terminal its size. */
    public void resizeExec(String execId, int cols, int rows) throws EngineException {
        EngineClient.Answer answer = client.call("POST", "/exec/" + execId + "/resize?h=" + rows + "&w=" + cols, null);
        if (!answer.ok()) {
            throw EngineException.refused(address(), "resize a terminal", answer.status(), answer.message());
        }
    }

    /** Whether exec {@code execId} runs, and its exit code once it has one. */
    public ExecState inspectExec(String execId) throws EngineException {
        EngineClient.Answer answer = client.call("GET", "/exec/" + execId + "/json", null);
        if (!answer.ok() || answer.json() == null) {
            throw EngineException.refused(address(), "say how a process ended", answer.status(), answer.message());
        }
        JsonNode code = answer.json().get("ExitCode");
        JsonNode running = answer.json().get("Running");
        return new ExecState(running != null && running.asBoolean(),
                code != null && code.isIntegralNumber() ? code.intValue() : null);
    }

    /**
     * Runs {@code script} with {@code /bin/sh -c} as root in container {@code containerId} and waits
     * for it to end, at most {@code limit}: what the machine itself does there (ending processes).
     */
    public void runAsRoot(String containerId, String script, Duration limit) throws EngineException {
        ArrayNode cmd = EngineJson.array().add("/bin/sh").add("-c").add(script);
        ObjectNode spec = EngineJson.object().put("User", "0").put("AttachStdout", true).put("AttachStderr", true)
                .put("Tty", false);
        spec.set("Cmd", cmd);
        String execId = createExec(containerId, spec);
        try (RawStream stream = startExec(execId, false)) {
            Deadline deadline = Deadline.after(limit, stream::close);
            try {
                InputStream output = stream.input();
                byte[] drain = new byte[4096];
                while (output.read(drain) >= 0) {
                    // What the script prints is not needed; its end is.
                }
            } catch (IOException ended) {
                if (deadline.passed()) {
                    throw EngineException.noAnswer(address(), limit);
                }
                throw EngineException.unreachable(address(), Words.why(address(), ended));
            } finally {
                deadline.cancel();
            }
        }
    }

    /** The first 12 characters of a container's id, as {@code docker ps} shows it. */
    public static String shortId(String id) {
        return id.length() <= 12 ? id : id.substring(0, 12);
    }
}

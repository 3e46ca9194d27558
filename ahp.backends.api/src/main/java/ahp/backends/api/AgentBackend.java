package ahp.backends.api;

import ahp.protocol.Json;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import tools.jackson.databind.node.ObjectNode;

/** One agent that can back a session. */
public interface AgentBackend {

    /** Its id: a session's {@code provider}. Letters, digits, {@code -}, {@code _} and {@code .}. */
    String provider();

    /**
     * How the root lists it: an {@code AgentInfo} ({@code provider}, {@code displayName},
     * {@code description}, {@code models}, ...), whose {@code provider} is {@link #provider()}.
     */
    ObjectNode info();

    /**
     * Starts a session's backend. Called when a session is created with this provider, and again for a
     * session brought back after a restart ({@link SessionStart#restored()}). Must not block for long:
     * a backend that has a process to start starts it here or on its first turn.
     */
    SessionBackend start(SessionStart start);

    /**
     * What a session of this agent working in {@code workingDirectory} can be configured with, as
     * {@code resolveSessionConfig} answers it: {@code SessionConfigPropertySchema}s by property id, each
     * with its {@code default}. Best effort and bounded in time: an agent that has not said yet may be
     * started to ask it, and what it does not tell in time is left out (the stage then completes with
     * what is known, maybe nothing). Never fails. None by default.
     */
    default CompletionStage<ObjectNode> sessionConfig(Path workingDirectory) {
        return CompletableFuture.completedFuture(knownSessionConfig());
    }

    /**
     * The properties of {@link #sessionConfig} as far as this agent knows them now, without starting
     * anything: what {@code createSession} checks a session's {@code config} against, and the schema the
     * session keeps. None by default.
     */
    default ObjectNode knownSessionConfig() {
        return Json.MAPPER.createObjectNode();
    }
}

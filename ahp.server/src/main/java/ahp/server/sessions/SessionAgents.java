package ahp.server.sessions;

import java.lang.System.Logger.Level;
import java.util.List;

/** A session's agent, started and stopped with it when a backend backs the session. */
final class SessionAgents {

    private static final System.Logger LOG = System.getLogger(SessionAgents.class.getName());

    private SessionAgents() {}

    /** Starts the session's agent, when a backend backs it. */
    static void start(Sessions sessions, LiveSession session, boolean restored) {
        sessions.backends.agent(session.provider).ifPresent(agent -> {
            try {
                session.backend = agent.start(new HostSessionStart(sessions, session, restored));
            } catch (RuntimeException failed) {
                LOG.log(Level.ERROR, "The agent " + session.provider + " could not start for " + session.uri, failed);
            }
        });
    }

    /**
     * Stops the agents of {@code all} together, each on a thread of its own, and returns once every
     * one has stopped: the daemon's stop takes as long as the slowest agent, not their sum.
     */
    static void stopAll(Sessions sessions, java.util.Collection<LiveSession> all) {
        List<Thread> stopping = all.stream().filter(session -> session.backend != null)
                .map(session -> Thread.ofVirtual().name("agent-stop").start(() -> stop(sessions, session))).toList();
        for (Thread thread : stopping) {
            try {
                thread.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    /** Stops the session's agent: its turns end, no process is left. */
    static void stop(Sessions sessions, LiveSession session) {
        if (session.backend == null) {
            return;
        }
        session.chats.values().forEach(chat -> sessions.host.locked(() -> List.copyOf(chat.backendTurns.values()))
                .forEach(turn -> turn.error("sessionEnded", "The session ended before the agent finished.")));
        try {
            session.backend.close();
        } catch (RuntimeException failed) {
            LOG.log(Level.WARNING, "The agent of " + session.uri + " failed to stop", failed);
        }
    }
}

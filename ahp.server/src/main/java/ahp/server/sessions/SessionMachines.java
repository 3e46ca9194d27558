package ahp.server.sessions;

import ahp.machines.api.Machine;
import ahp.protocol.Json;
import ahp.machines.api.MachineSession;
import ahp.server.machines.HostMachines;
import ahp.terminals.api.TerminalStore;
import java.net.URI;
import java.nio.file.Path;
import java.util.List;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Which machine a session's commands run in: its config's {@code machine} value, chosen at
 * {@code createSession} and kept with its config, {@value HostMachines#LOCAL} (the daemon's own) when
 * it has none. A session in a machine opens every terminal of its own (its {@code !} commands, the
 * agent tools' shells, its agent's {@code terminal/create}) in a store on that machine, made at its
 * first command; the agent itself runs here.
 */
final class SessionMachines {

    /** The session config property that names the machine. */
    static final String PROPERTY = "machine";

    private SessionMachines() {}

    /** The {@code machine} property of a session's config schema, or null when the config file names no machine. */
    static ObjectNode property(Sessions sessions) {
        HostMachines machines = sessions.settings.machines();
        if (!machines.any()) {
            return null;
        }
        ObjectNode property = Json.MAPPER.createObjectNode().put("type", "string").put("title", "Machine")
                .put("description", "Where the session's commands run; its agent runs on the daemon's machine");
        var values = property.putArray("enum").add(HostMachines.LOCAL);
        var labels = property.putArray("enumLabels").add("This machine");
        var descriptions = property.putArray("enumDescriptions").add("The daemon's own machine");
        for (Machine machine : machines.all()) {
            values.add(machine.id());
            labels.add(machine.id());
            descriptions.add(machine.description());
        }
        property.put("default", HostMachines.LOCAL);
        return property;
    }

    /** The id of the machine {@code session} runs its commands in. */
    static String of(Sessions sessions, LiveSession session) {
        JsonNode value = sessions.host.locked(() -> session.state.body().path("config").path("values").path(PROPERTY));
        return value.isString() && !value.asString().isBlank() ? value.asString() : HostMachines.LOCAL;
    }


    /**
     * Where a terminal of a session opens.
     *
     * @param store the store it opens in: its machine's, or null for the host's own
     * @param shell the shell its commands are typed into there
     */
    record Placement(TerminalStore store, String shell) {}

    /**
     * Where {@code session}'s next terminal opens: on the daemon's own machine, or in the session's
     * store on its machine (made the first time) with the machine's shell.
     *
     * @throws IllegalStateException when the session's machine is not in this daemon's config (any more)
     */
    static Placement place(Sessions sessions, LiveSession session) {
        String id = of(sessions, session);
        if (id.equals(HostMachines.LOCAL)) {
            return new Placement(null, sessions.settings.daemonShell());
        }
        Machine machine = machine(sessions, id);
        synchronized (session.machineLock) {
            if (session.machineStore == null) {
                // A session with no working directory works in the home folder (HostSessionStart): that is its folder there.
                List<Path> folders = session.workingDirectories.isEmpty() ? List.of(sessions.settings.home())
                        : session.workingDirectories.stream().map(uri -> Path.of(URI.create(uri))).toList();
                session.machineStore = sessions.settings.machines().storeFor(machine,
                        new MachineSession(session.uri, folders), folders.getFirst());
            }
            return new Placement(session.machineStore, machine.shell());
        }
    }

    /** The shell {@code session}'s commands are typed into: its machine's, or the daemon's own. */
    static String shell(Sessions sessions, LiveSession session) {
        String id = of(sessions, session);
        return id.equals(HostMachines.LOCAL) ? sessions.settings.daemonShell() : machine(sessions, id).shell();
    }

    /** The disposed {@code session}'s terminals in its machine end, and what the machine made for it goes. */
    static void release(Sessions sessions, LiveSession session) {
        String id = of(sessions, session);
        if (id.equals(HostMachines.LOCAL)) {
            return;
        }
        TerminalStore store;
        synchronized (session.machineLock) {
            store = session.machineStore;
            session.machineStore = null;
        }
        if (store != null) {
            store.close();
        }
        sessions.settings.machines().release(id, session.uri);
    }

    /** At start, tells the machines which of their sessions were kept, so that what was made for any other goes. */
    static void reconcile(Sessions sessions, java.util.Collection<LiveSession> kept) {
        HostMachines machines = sessions.settings.machines();
        if (!machines.any()) {
            return;
        }
        java.util.Map<String, String> inMachines = new java.util.HashMap<>();
        for (LiveSession session : kept) {
            String machine = of(sessions, session);
            if (!machine.equals(HostMachines.LOCAL)) {
                inMachines.put(session.uri, machine);
            }
        }
        machines.reconcile(inMachines);
    }

    private static Machine machine(Sessions sessions, String id) {
        return sessions.settings.machines().machine(id).orElseThrow(() -> new IllegalStateException(
                "the session's machine \"" + id + "\" is not in this daemon's config"));
    }
}

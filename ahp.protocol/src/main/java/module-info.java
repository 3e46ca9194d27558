/**
 * AHP on the wire: JSON-RPC 2.0 messages, the root, terminal, session, chat and changeset channels
 * with their pure reducers, version negotiation and the per-version views of what the host sends.
 * Everything here is an immutable value mapped with Jackson 3 ({@link ahp.protocol.Json#MAPPER});
 * nothing here does I/O.
 */
module ahp.protocol {
    requires transitive tools.jackson.databind;
    requires transitive com.fasterxml.jackson.annotation;

    exports ahp.protocol;
    exports ahp.protocol.annotations;
    exports ahp.protocol.changeset;
    exports ahp.protocol.chat;
    exports ahp.protocol.command;
    exports ahp.protocol.jsonrpc;
    exports ahp.protocol.resourcewatch;
    exports ahp.protocol.root;
    exports ahp.protocol.session;
    exports ahp.protocol.terminal;
    exports ahp.protocol.version;

    opens ahp.protocol to tools.jackson.databind;
    opens ahp.protocol.annotations to tools.jackson.databind;
    opens ahp.protocol.changeset to tools.jackson.databind;
    opens ahp.protocol.chat to tools.jackson.databind;
    opens ahp.protocol.command to tools.jackson.databind;
    opens ahp.protocol.jsonrpc to tools.jackson.databind;
    opens ahp.protocol.resourcewatch to tools.jackson.databind;
    opens ahp.protocol.root to tools.jackson.databind;
    opens ahp.protocol.session to tools.jackson.databind;
    opens ahp.protocol.terminal to tools.jackson.databind;
}

/**
 * AHP on the wire: JSON-RPC 2.0 messages, the root and terminal channels, the chat pieces terminals
 * appear in, pure reducers, version negotiation and the per-version views of what the host sends.
 * Everything here is an immutable value mapped with Jackson 3; nothing here does I/O.
 */
module ahp.protocol {
    requires transitive tools.jackson.databind;
    requires transitive com.fasterxml.jackson.annotation;

    exports ahp.protocol.terminal;

    opens ahp.protocol.terminal to tools.jackson.databind;
}

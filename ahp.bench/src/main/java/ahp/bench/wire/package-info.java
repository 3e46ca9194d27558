/**
 * AHP on the wire, as a client speaks it: JSON-RPC 2.0 over the JDK's WebSocket, one message per
 * text frame, as plain JSON trees so the driver measures any daemon that speaks the protocol; and
 * what one client sees of one terminal channel.
 */
package ahp.bench.wire;

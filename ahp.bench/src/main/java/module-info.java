/**
 * The end-to-end benchmarks of ahp-terminals: a load driver that starts the daemon with the README's
 * launcher and speaks AHP to it over WebSocket exactly as a client does, beside the raw pty reader
 * ({@code bench/rawpty.c}) run in the same run on the same command, so every figure is reported as a
 * ratio to the kernel's own ceiling on the machine it ran on.
 *
 * <p>It depends on no module of the daemon or its client library: it speaks the wire as JSON trees
 * (and reads a terminal's output frames straight from their bytes, {@code ahp.bench.wire.JsonText}),
 * so it measures any daemon that speaks AHP. It frames what it writes with the project's shared frame
 * code ({@code ahp.websocket}) and reads frames with a parser of its own, deliberately (see
 * {@code ahp.bench.wire.WebSocketClient}). Run it with {@code bench/run}.
 */
module ahp.bench {
    requires tools.jackson.databind;
    requires ahp.websocket;
}

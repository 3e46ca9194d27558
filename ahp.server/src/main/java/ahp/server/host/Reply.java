package ahp.server.host;

import java.util.concurrent.CompletableFuture;

/** What a method answers: a result now, a result later, or nothing more (already sent). */
sealed interface Reply {

    /** @param result the result, written as it is ({@code null} for JSON null) */
    record Now(Object result) implements Reply {}

    /** @param result completes with the result, or with an {@link ahp.protocol.jsonrpc.RpcException} */
    record Later(CompletableFuture<Object> result) implements Reply {}

    /** The response went out already, in order with envelopes, under the sequence lock. */
    record Sent() implements Reply {}

    /** A {@code null} result. */
    Reply NULL = new Now(null);

    /** The reply for a response already sent. */
    Reply SENT = new Sent();
}

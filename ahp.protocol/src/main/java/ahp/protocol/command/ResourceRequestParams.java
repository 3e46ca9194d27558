package ahp.protocol.command;

import ahp.protocol.internal.Frozen;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Map;

/**
 * {@code resourceRequest}: asks the receiver for access to a resource on its file system; the answer
 * is {@code {}} when granted, {@code -32009} PermissionDenied (its {@code data.request} naming the
 * access needed) when not. In the 0.8.0 schema already and in 1.1.0's unchanged. A request with
 * neither flag asks to read ({@link #wantsRead()}).
 *
 * @param channel {@code ahp-root://}
 * @param uri the resource, typically a {@code file:} URI of the receiver's machine
 * @param read whether the caller needs to read it, or null
 * @param write whether the caller needs to write it, or null
 * @param meta extensions ({@code _meta}), or null
 */
public record ResourceRequestParams(
        @JsonProperty(required = true) String channel,
        @JsonProperty(required = true) String uri,
        Boolean read,
        Boolean write,
        @JsonProperty("_meta") Map<String, Object> meta) implements Params {

    /** Copies the map. */
    public ResourceRequestParams {
        meta = Frozen.mapOrNull(meta);
    }

    /** Whether writing is asked. */
    public boolean wantsWrite() {
        return Boolean.TRUE.equals(write);
    }

    /** Whether reading is asked: {@code read: true}, or neither flag set (the spec reads that as a read). */
    public boolean wantsRead() {
        return Boolean.TRUE.equals(read) || !wantsWrite();
    }
}

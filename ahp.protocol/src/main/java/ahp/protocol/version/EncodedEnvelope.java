package ahp.protocol.version;

import ahp.protocol.command.ActionEnvelope;
import ahp.protocol.command.Method;
import ahp.protocol.jsonrpc.JsonRpcCodec;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * One envelope, encoded at most once per distinct shape: the {@code action} notification frame each
 * version reads. Views that read the envelope unchanged (every view, for {@code terminal/data}) share
 * the one frame of the host's model (0.9.0), so fanning an output chunk out to a hundred clients serialises it once. A
 * process's output ({@code terminal/data} with no origin) is written by the package's {@code DataFrame},
 * char for char what Jackson writes but without databind; everything else goes through Jackson.
 *
 * <p>Thread-safe: frames are computed on first use; two threads racing compute equal strings.
 */
public final class EncodedEnvelope {

    private static final String WITHHELD = new String("withheld");

    private final ActionEnvelope envelope;
    private final AtomicReferenceArray<String> frames = new AtomicReferenceArray<>(VersionView.all().size());

    /** The frames of {@code envelope}, to be computed on demand. */
    public EncodedEnvelope(ActionEnvelope envelope) {
        this.envelope = envelope;
    }

    /** The envelope in the host's own shape. */
    public ActionEnvelope envelope() {
        return envelope;
    }

    /** The frame to send a connection on {@code view}, or null when that version does not read this action. */
    public String frameFor(VersionView view) {
        int i = view.index();
        String frame = frames.get(i);
        if (frame == null) {
            frame = encode(view);
            frames.set(i, frame);
        }
        return frame == WITHHELD ? null : frame;
    }

    private String encode(VersionView view) {
        ActionEnvelope shaped = view.envelope(envelope);
        if (shaped == null) {
            return WITHHELD;
        }
        if (shaped == envelope && view != VersionView.MODEL) {
            return frameFor(VersionView.MODEL);
        }
        return DataFrame.fits(shaped) ? DataFrame.encode(shaped) : JsonRpcCodec.notification(Method.ACTION, shaped);
    }
}

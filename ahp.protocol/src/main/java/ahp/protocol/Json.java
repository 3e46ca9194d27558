package ahp.protocol;

import ahp.protocol.internal.ChannelStateDeserializer;
import ahp.protocol.internal.RequiredMeansNonNull;
import com.fasterxml.jackson.annotation.JsonInclude;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.MapperFeature;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.cfg.CoercionAction;
import tools.jackson.databind.cfg.CoercionInputShape;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.module.SimpleModule;
import tools.jackson.databind.type.LogicalType;

/**
 * The one Jackson 3 mapper every part of the host reads and writes AHP with. It is immutable and
 * thread-safe; its serializers are built once per type and cached, so the hot path (one
 * {@code action} notification per output chunk per client) does no reflection after warm-up.
 *
 * <p>How it reads: unknown fields are ignored by the types that do not carry them and kept by those
 * that do (their {@code extra}); an unknown action type becomes {@link UnknownAction}; a channel state
 * is told apart by its required fields ({@code agents}: root; {@code claim} and {@code content}:
 * terminal; {@code lifecycle} and {@code chats}: session; {@code turns}: chat; {@code status} and
 * {@code files}: changeset; ...; anything else: {@link UnknownState}). It is strict about types: a
 * number where a string belongs, a float where an integer belongs, or a required field that is
 * missing or {@code null} is an error, never a silent coercion.
 *
 * <p>How it writes: {@code null} fields are left out (the wire's "absent"), field order follows the
 * records, and nothing is indented.
 */
public final class Json {

    /** The shared mapper. */
    public static final JsonMapper MAPPER = JsonMapper.builder()
            .annotationIntrospector(new RequiredMeansNonNull())
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
            .disable(SerializationFeature.FAIL_ON_EMPTY_BEANS)
            .disable(SerializationFeature.INDENT_OUTPUT)
            .withCoercionConfig(LogicalType.Textual, config -> config
                    .setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
                    .setCoercion(CoercionInputShape.Float, CoercionAction.Fail)
                    .setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail))
            .changeDefaultPropertyInclusion(inclusion -> inclusion
                    .withValueInclusion(JsonInclude.Include.NON_NULL)
                    .withContentInclusion(JsonInclude.Include.ALWAYS))
            .addModule(new SimpleModule("ahp.protocol")
                    .addDeserializer(ChannelState.class, new ChannelStateDeserializer()))
            .build();

    private Json() {}

    /** {@code value} as compact JSON text. */
    public static String write(Object value) {
        return MAPPER.writeValueAsString(value);
    }

    /** {@code text} read as {@code type}; throws Jackson's (unchecked) exception on bad input. */
    public static <T> T read(String text, Class<T> type) {
        return MAPPER.readValue(text, type);
    }
}

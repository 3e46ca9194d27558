package ahp.protocol.internal;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import java.io.Serial;
import tools.jackson.databind.cfg.MapperConfig;
import tools.jackson.databind.introspect.Annotated;
import tools.jackson.databind.introspect.JacksonAnnotationIntrospector;

/**
 * Jackson's introspector, with one addition: a property marked {@code @JsonProperty(required = true)}
 * refuses an explicit JSON {@code null} as firmly as a missing value. Optional properties still take
 * {@code null} as absent.
 */
public final class RequiredMeansNonNull extends JacksonAnnotationIntrospector {

    @Serial
    private static final long serialVersionUID = 1L;

    @Override
    public JsonSetter.Value findSetterInfo(MapperConfig<?> config, Annotated a) {
        JsonSetter.Value declared = super.findSetterInfo(config, a);
        JsonProperty property = _findAnnotation(a, JsonProperty.class);
        if (property != null && property.required()
                && (declared == null || declared.getValueNulls() == Nulls.DEFAULT)) {
            return declared == null ? JsonSetter.Value.forValueNulls(Nulls.FAIL) : declared.withValueNulls(Nulls.FAIL);
        }
        return declared;
    }
}

package ahp.protocol.internal;

import ahp.protocol.Action;
import ahp.protocol.Json;
import ahp.protocol.UnknownAction;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import java.util.HashSet;
import java.util.Set;

/**
 * The wire types a family of actions models as records, and the way back from an
 * {@link UnknownAction} that carries one of them (built by hand rather than decoded) to its record.
 */
public final class ModelledTypes {

    private ModelledTypes() {}

    /** The {@code type} names listed in the {@code @JsonSubTypes} of {@code family}. */
    public static Set<String> of(Class<?> family) {
        JsonSubTypes subtypes = family.getAnnotation(JsonSubTypes.class);
        Set<String> names = new HashSet<>();
        if (subtypes != null) {
            for (JsonSubTypes.Type type : subtypes.value()) {
                names.add(type.name());
            }
        }
        return Set.copyOf(names);
    }

    /**
     * {@code action} as its record when it is an {@link UnknownAction} whose type is in
     * {@code modelled} and whose fields decode; otherwise {@code action} itself.
     */
    public static Action retyped(Action action, Set<String> modelled) {
        if (action instanceof UnknownAction unknown && modelled.contains(unknown.type())) {
            try {
                return Json.MAPPER.treeToValue(unknown.body(), Action.class);
            } catch (RuntimeException malformed) {
                return action;
            }
        }
        return action;
    }
}

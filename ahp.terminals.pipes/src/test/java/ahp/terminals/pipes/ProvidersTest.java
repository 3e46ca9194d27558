package ahp.terminals.pipes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.terminals.api.Providers;
import ahp.terminals.api.spi.ProcessBinding;
import ahp.terminals.api.spi.ProcessBindingProvider;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A host finds the pipes binding the way it finds every provider. */
class ProvidersTest {

    @Test
    void thePipesProviderIsFoundByName() {
        List<ProcessBindingProvider> found = Providers.load(ProcessBindingProvider.class, List.of("pty", "pipes"));
        assertTrue(found.stream().anyMatch(provider -> provider.name().equals("pipes")), found::toString);
        assertFalse(found.stream().filter(provider -> provider.name().equals("pipes")).findFirst().orElseThrow().isPty());
    }

    @Test
    void theFirstBindingThatWorksIsPipesWhenNoPseudoterminalIsThere() {
        Optional<ProcessBinding> binding = Providers.firstBinding(List.of("pty", "pipes"));
        assertTrue(binding.isPresent());
        assertEquals(false, binding.get().isPty());
    }
}

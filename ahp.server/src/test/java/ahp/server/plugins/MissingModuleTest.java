package ahp.server.plugins;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.module.FindException;
import java.lang.module.ModuleFinder;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** What a plugin that requires a module the daemon cannot give it is told. */
class MissingModuleTest {

    @Test
    void aJdkModuleThisRuntimeDoesNotHaveIsSaidSoWithTheModulesItHas() {
        String why = MissingModule.explain(new FindException("Module jdk.nothere not found, required by org.example.x"));
        assertTrue(why.startsWith("org.example.x requires the JDK module jdk.nothere, which this runtime does not have;"
                + " its JDK modules are: "), why);
        assertTrue(why.contains("java.base, "), why);
    }

    @Test
    void aJdkModuleThisRuntimeHasButDidNotLoadSaysHowToLoadIt() {
        String why = MissingModule.explain("java.net.http", "org.example.needshttp",
                ModuleFinder.ofSystem().find("java.net.http"), Optional.empty());
        assertTrue(why.startsWith("org.example.needshttp requires the JDK module java.net.http, which this runtime has but"
                + " the daemon did not load"), why);
        assertTrue(why.contains("--add-modules java.net.http"), why);
    }

    @Test
    void anyOtherModuleIsThePluginsToBring() {
        String why = MissingModule.explain(new FindException("Module com.example.lib not found, required by com.example.p"));
        assertEquals("Module com.example.lib not found, required by com.example.p: put its jar beside the plugin's, both"
                + " in a folder of their own in the plugins folder", why);
    }
}

package ahp.backends.acp;

import ahp.backends.api.BackendTerminals;
import ahp.backends.api.HostTool;
import ahp.backends.api.SessionStart;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/** The tests' {@link SessionStart}. */
record TestStart(String session, List<Path> workingDirectories, boolean restored, Optional<BackendTerminals> terminals)
        implements SessionStart {

    @Override
    public List<HostTool> tools() {
        return List.of();
    }

    @Override
    public String keepOutput(String chat, String key, String title, String output, Integer exitCode) {
        throw new UnsupportedOperationException();
    }

}

package ahp.terminals.pipes;

import ahp.terminals.api.spi.ProcessBinding;
import ahp.terminals.api.spi.ProcessLaunch;
import ahp.terminals.api.spi.ProcessOutput;
import ahp.terminals.api.spi.TerminalProcess;
import java.io.IOException;

/**
 * The real pipes binding under a pseudoterminal's flag, for tests of what the store does only for a
 * pseudoterminal (shell integration, the screen) with real processes behind it. It claims nothing
 * else: the process still runs on pipes, and ^C is written through as a pseudoterminal's would be.
 */
final class PtyFlagBinding implements ProcessBinding {

    private final ProcessBinding pipes = PipeStore.binding();

    @Override
    public boolean isPty() {
        return true;
    }

    @Override
    public TerminalProcess start(ProcessLaunch launch, ProcessOutput output) throws IOException {
        return pipes.start(launch, output);
    }
}

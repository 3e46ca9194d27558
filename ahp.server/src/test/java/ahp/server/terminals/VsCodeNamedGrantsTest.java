package ahp.server.terminals;


/**
 * The grants table again, on terminals named as VS Code names the ones it opens itself,
 * {@code agenthost-terminal:/<id>}: the gate treats them as terminals like this host's own.
 */
class VsCodeNamedGrantsTest extends GrantsTest {

    @Override
    String uri() {
        return VsCodeTerminalNamesTest.vsCodeUri();
    }
}

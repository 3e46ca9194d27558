/**
 * Shell integration: this host's own bash, zsh, fish and pwsh scripts (module resources), the
 * injection that starts a shell with them, and the streaming reader of the OSC 133, OSC 633 and
 * OSC 7 marks they write. Exports nothing: it is found as a
 * {@link ahp.terminals.api.spi.ShellIntegrationProvider} named {@code "scripts"}.
 */
module ahp.shellintegration {
    requires ahp.terminals.api;

    provides ahp.terminals.api.spi.ShellIntegrationProvider
            with ahp.shellintegration.ScriptsShellIntegrationProvider;
}

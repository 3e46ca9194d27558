# ahp shell integration for PowerShell (pwsh 7, and Windows PowerShell 5.1).
#
# Marks the prompt, each command and the directory with OSC 633:
#   A prompt start, B prompt end, E;<line>;<nonce> the command line, C the command runs,
#   D;<code> it finished (a bare D when nothing ran), P;Cwd=<path> the directory.
# Values are escaped: \ as \\, ; and control characters as \xHH.
#
# Given to PowerShell as `-NoExit -EncodedCommand`, which runs after the person's profiles, as
# PowerShell always reads them. From the environment it takes, and removes: VSCODE_NONCE (signs each
# command line) and VSCODE_PREVENT_SHELL_HISTORY (=1: commands typed with a leading space stay out of
# the history). The command line and C come from PSReadLine; without it only A, B, D and P are sent.

if ($Global:__ahpLoaded -or $ExecutionContext.SessionState.LanguageMode -ne 'FullLanguage') {
    return
}
$Global:__ahpLoaded = $true
$Global:__ahpNonce = $env:VSCODE_NONCE
$Global:__ahpPreventHistory = $env:VSCODE_PREVENT_SHELL_HISTORY -eq '1'
$env:VSCODE_NONCE = $null
$env:VSCODE_PREVENT_SHELL_HISTORY = $null

# The longest escaped value sent; the host reads marks of at most 1,024 characters.
$Global:__ahpMaxValue = 900
$Global:__ahpCommandStarted = $false
$Global:__ahpPrompted = $false
$Global:__ahpExitCodeBefore = $null
$Global:__ahpUserPrompt = $function:prompt

function Global:__ahpOsc([string] $body) {
    [Console]::Write([string][char]0x1b + ']633;' + $body + [char]0x07)
}

function Global:__ahpEscape([string] $value) {
    $out = [System.Text.StringBuilder]::new($value.Length)
    foreach ($c in $value.ToCharArray()) {
        $n = [int] $c
        if ($c -eq '\') {
            [void] $out.Append('\\')
        } elseif ($c -eq ';' -or $n -lt 0x20 -or $n -eq 0x7f) {
            [void] $out.Append('\x').Append($n.ToString('x2'))
        } else {
            [void] $out.Append($c)
        }
    }
    $out.ToString()
}

function Global:prompt {
    $ok = $?
    $nativeCode = $global:LASTEXITCODE
    if ($Global:__ahpCommandStarted) {
        # $? says only whether it failed; a native program's own code is the better answer.
        if ($nativeCode -ne $Global:__ahpExitCodeBefore -and $null -ne $nativeCode) {
            $code = $nativeCode
        } elseif ($ok) {
            $code = 0
        } else {
            $code = 1
        }
        __ahpOsc "D;$code"
    } elseif ($Global:__ahpPrompted) {
        __ahpOsc 'D'
    }
    $Global:__ahpCommandStarted = $false
    if ($PWD.Provider.Name -eq 'FileSystem') {
        $cwd = __ahpEscape $PWD.ProviderPath
        if ($cwd.Length -le $Global:__ahpMaxValue) {
            __ahpOsc "P;Cwd=$cwd"
        }
    }
    __ahpOsc 'A'
    $global:LASTEXITCODE = $nativeCode
    $text = if ($Global:__ahpUserPrompt) { & $Global:__ahpUserPrompt } else { "PS $($PWD.Path)> " }
    $Global:__ahpPrompted = $true
    # The prompt function's text is written by the host after this returns; B goes at its end.
    $text + [char]0x1b + ']633;B' + [char]0x07
}

if (Get-Module -Name PSReadLine) {
    $Global:__ahpReadLine = $function:PSConsoleHostReadLine
    function Global:PSConsoleHostReadLine {
        $line = & $Global:__ahpReadLine
        if (-not [string]::IsNullOrWhiteSpace($line)) {
            $Global:__ahpCommandStarted = $true
            $Global:__ahpExitCodeBefore = $global:LASTEXITCODE
            $escaped = __ahpEscape $line
            if ($escaped.Length -le $Global:__ahpMaxValue) {
                __ahpOsc "E;$escaped;$Global:__ahpNonce"
            }
            __ahpOsc 'C'
        }
        $line
    }

    if ($Global:__ahpPreventHistory) {
        $Global:__ahpHistoryHandler = (Get-PSReadLineOption).AddToHistoryHandler
        Set-PSReadLineOption -AddToHistoryHandler {
            param([string] $line)
            if ($line.StartsWith(' ')) {
                return $false
            }
            if ($Global:__ahpHistoryHandler) {
                return & $Global:__ahpHistoryHandler $line
            }
            return $true
        }
    }
}

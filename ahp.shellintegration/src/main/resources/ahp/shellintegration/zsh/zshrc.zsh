# ahp shell integration for zsh: the .zshrc of the host's ZDOTDIR folder; see .zshenv.
#
# Reads the person's own .zshrc, then marks the prompt, each command and the directory with OSC 633:
#   A prompt start, B prompt end, E;<line>;<nonce> the command line, C the command runs,
#   D;<code> it finished (a bare D when nothing ran), P;Cwd=<path> the directory.
# A line zsh read and did not run (a parse error) is marked as a command too, with its status.
# Values are escaped: \ as \\, ; and control characters as \xHH.

if [[ $__ahp_user_zdotdir != "$__ahp_zdotdir" && -r $__ahp_user_zdotdir/.zshrc ]]; then
    ZDOTDIR=$__ahp_user_zdotdir
    builtin source "$__ahp_user_zdotdir/.zshrc"
    __ahp_follow_zdotdir
fi

# A history file a global startup file put in this folder belongs in the person's.
if [[ ${HISTFILE-} == "$__ahp_zdotdir"/* ]]; then
    HISTFILE=$__ahp_user_zdotdir/${HISTFILE:t}
fi

if [[ -z ${__ahp_loaded-} ]]; then
    __ahp_loaded=1

    if [[ $__ahp_prevent_history == 1 ]]; then
        setopt HIST_IGNORE_SPACE
        # A shell the host types commands into runs each line as typed: `echo a!b` prints a!b.
        setopt NO_BANG_HIST
        # The host's key to give up a line zsh waits to see the rest of (an unclosed quote, an open
        # `if`): send-break, as zle reads it, where a ^C may come before zle handles signals.
        bindkey -M emacs '\e[9999~' send-break
        bindkey -M viins '\e[9999~' send-break
        bindkey -M vicmd '\e[9999~' send-break
        # Bracketed paste on, whatever the person's .zshrc did with it: a command of several lines
        # is typed as one paste, and zle's turning it off and on again is how the host sees that
        # zsh waits for the rest of a line.
        if (( ${#zle_bracketed_paste} != 2 )); then
            typeset -ga zle_bracketed_paste
            zle_bracketed_paste=($'\e[?2004h' $'\e[?2004l')
        fi
    fi

    __ahp_osc() {
        builtin printf '\e]633;%s\a' "$1"
    }

    # The longest escaped value sent, in bytes (never fewer than the host's UTF-16 characters): the
    # host reads marks of at most 1,024 characters, and a longer one would reach the client as output.
    typeset -gi __ahp_max_value=900

    __ahp_fits() {
        emulate -L zsh
        setopt no_multibyte
        (( ${#1} <= __ahp_max_value ))
    }
    typeset -ga __ahp_control_chars __ahp_control_codes
    () {
        emulate -L zsh
        local i
        for i in {0..31} 127; do
            __ahp_control_chars+=("${(#)i}")
            __ahp_control_codes+=("\\x${(l:2::0:)$(( [##16] i ))}")
        done
        __ahp_control_codes=("${(@L)__ahp_control_codes}")
    }

    # Sets REPLY to $1 escaped for a mark.
    __ahp_escape() {
        emulate -L zsh
        local s=$1 bs='\' bs2='\\' semi=';' semi_code='\x3b' i
        s=${s//$bs/$bs2}
        s=${s//$semi/$semi_code}
        if [[ $s == *[[:cntrl:]]* ]]; then
            for i in {1..${#__ahp_control_chars}}; do
                s=${s//${__ahp_control_chars[i]}/${__ahp_control_codes[i]}}
            done
        fi
        REPLY=$s
    }

    typeset -g __ahp_prompt_start=$'%{\e]633;A\a%}'
    typeset -g __ahp_prompt_end=$'%{\e]633;B\a%}'
    typeset -g __ahp_ps1_wrapped=
    typeset -g __ahp_command_started=
    typeset -g __ahp_prompted=
    typeset -g __ahp_line_read=

    # First of the precmd hooks, while $? is still the command's: its end, if one ran. A line zsh
    # read but never ran (one it could not parse, with $? 1) is marked now, after what zsh printed.
    __ahp_precmd_first() {
        local code=$?
        emulate -L zsh
        if [[ -z $__ahp_command_started && -n $__ahp_line_read ]]; then
            __ahp_mark_line "$__ahp_line_read"
        fi
        if [[ -n $__ahp_command_started ]]; then
            __ahp_osc "D;$code"
        elif [[ -n $__ahp_prompted ]]; then
            __ahp_osc "D"
        fi
        __ahp_command_started=
        __ahp_line_read=
        return $code
    }

    # A line read from the line editor, before it is parsed (zshaddhistory_functions): kept until it runs.
    __ahp_addhistory() {
        __ahp_line_read=${1%$'\n'}
        return 0
    }

    # Last of them, after any theme has set its prompt: the directory and the prompt's marks.
    __ahp_precmd_last() {
        local code=$? p
        emulate -L zsh
        __ahp_escape "$PWD"
        if __ahp_fits "$REPLY"; then
            __ahp_osc "P;Cwd=$REPLY"
        fi
        if [[ $PS1 != "$__ahp_ps1_wrapped" ]]; then
            p=${PS1//"$__ahp_prompt_start"/}
            p=${p//"$__ahp_prompt_end"/}
            __ahp_ps1_wrapped=$__ahp_prompt_start$p$__ahp_prompt_end
            PS1=$__ahp_ps1_wrapped
        fi
        __ahp_prompted=1
        return $code
    }

    # Last of the preexec hooks: the line as typed, then the command runs.
    __ahp_preexec() {
        emulate -L zsh
        __ahp_line_read=
        __ahp_mark_line "$1"
    }

    # The marks of a command starting: its line (E), then C.
    __ahp_mark_line() {
        emulate -L zsh
        __ahp_command_started=1
        __ahp_escape "$1"
        if __ahp_fits "$REPLY"; then
            __ahp_osc "E;$REPLY;$__ahp_nonce"
        fi
        __ahp_osc "C"
    }

    () {
        emulate -L zsh # whatever options the person's .zshrc set, such as nounset or ksh_arrays
        typeset -ga precmd_functions preexec_functions zshaddhistory_functions
        precmd_functions=(__ahp_precmd_first ${precmd_functions:#__ahp_precmd_*} __ahp_precmd_last)
        preexec_functions=(${preexec_functions:#__ahp_preexec} __ahp_preexec)
        zshaddhistory_functions=(${zshaddhistory_functions:#__ahp_addhistory} __ahp_addhistory)
    }
fi

# A shell that is not a login shell reads no more startup files: the folder is the person's again.
if [[ ! -o login ]]; then
    __ahp_restore_zdotdir
fi

# ahp shell integration for zsh: the .zshrc of the host's ZDOTDIR folder; see .zshenv.
#
# Reads the person's own .zshrc, then marks the prompt, each command and the directory with OSC 633:
#   A prompt start, B prompt end, E;<line>;<nonce> the command line, C the command runs,
#   D;<code> it finished (a bare D when nothing ran), P;Cwd=<path> the directory.
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

    # First of the precmd hooks, while $? is still the command's: its end, if one ran.
    __ahp_precmd_first() {
        local code=$?
        emulate -L zsh
        if [[ -n $__ahp_command_started ]]; then
            __ahp_osc "D;$code"
        elif [[ -n $__ahp_prompted ]]; then
            __ahp_osc "D"
        fi
        __ahp_command_started=
        return $code
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
        __ahp_command_started=1
        __ahp_escape "$1"
        if __ahp_fits "$REPLY"; then
            __ahp_osc "E;$REPLY;$__ahp_nonce"
        fi
        __ahp_osc "C"
    }

    () {
        emulate -L zsh # whatever options the person's .zshrc set, such as nounset or ksh_arrays
        typeset -ga precmd_functions preexec_functions
        precmd_functions=(__ahp_precmd_first ${precmd_functions:#__ahp_precmd_*} __ahp_precmd_last)
        preexec_functions=(${preexec_functions:#__ahp_preexec} __ahp_preexec)
    }
fi

# A shell that is not a login shell reads no more startup files: the folder is the person's again.
if [[ ! -o login ]]; then
    __ahp_restore_zdotdir
fi

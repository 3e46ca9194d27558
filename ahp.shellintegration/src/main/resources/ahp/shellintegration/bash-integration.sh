# ahp shell integration for bash.
#
# Marks the prompt, each command and the directory with OSC 633 so that the host reads a command's
# boundaries, line and exit code from the shell itself:
#   A prompt start, B prompt end, E;<line>;<nonce> the command line, C the command runs,
#   D;<code> it finished (a bare D when nothing ran), P;Cwd=<path> the directory.
# E and C come from the DEBUG trap, before the line's first simple command at the top level; for a
# line that has none (a bare subshell), from the prompt, after the line's output (see PS0 below); so
# also for a line bash read and did not run (a syntax error), with its status.
# Values are escaped: \ as \\, ; and control characters as \xHH.
#
# Started as `bash --init-file <this file>`, which takes the place of ~/.bashrc, so the person's own
# startup files are read here first, as bash would have read them. From the environment it takes,
# and removes:
#   VSCODE_NONCE                    signs each command line, so output cannot pass for the shell
#   VSCODE_SHELL_LOGIN=1            the shell was asked for as a login shell
#   VSCODE_PREVENT_SHELL_HISTORY=1  commands typed with a leading space stay out of the history,
#                                   no line is history-expanded (set +H), and bracketed paste is on
# It works beside bash-preexec (it registers in its arrays) and beside a PROMPT_COMMAND (scalar or
# array) and a DEBUG trap of the person's own (both keep running, with $? and $_ as they were).

if [[ -n "${__ahp_loaded-}" ]]; then
    return 0
fi
__ahp_loaded=1

__ahp_nonce="${VSCODE_NONCE-}"
__ahp_login="${VSCODE_SHELL_LOGIN-}"
__ahp_prevent_history="${VSCODE_PREVENT_SHELL_HISTORY-}"
# The host's unnamed scratch file (see the history file below), copied now onto a descriptor bash
# chooses, before the person's startup files can open something else on its number.
__ahp_scratch_fd=
__ahp_scratch_copy=
if [[ "${AHP_SCRATCH_FD-}" =~ ^[0-9]+$ ]] && { exec {__ahp_scratch_copy}>&"$AHP_SCRATCH_FD"; } 2>/dev/null; then
    __ahp_scratch_fd=$AHP_SCRATCH_FD
else
    __ahp_scratch_copy=
fi
unset VSCODE_NONCE VSCODE_SHELL_LOGIN VSCODE_PREVENT_SHELL_HISTORY AHP_SCRATCH_FD

# --- The person's own startup files, as bash would have read them -----------------------------------
if [[ "$__ahp_login" == 1 ]]; then
    if [[ -r /etc/profile ]]; then
        . /etc/profile
    fi
    for __ahp_file in ~/.bash_profile ~/.bash_login ~/.profile; do
        if [[ -r "$__ahp_file" ]]; then
            . "$__ahp_file"
            break
        fi
    done
    unset __ahp_file
elif [[ -r ~/.bashrc ]]; then
    . ~/.bashrc
fi

# A shell the host types commands into (kept out of the person's history) runs each line as typed:
# no history expansion, so `echo a!b` prints a!b instead of failing with "!b: event not found".
if [[ "$__ahp_prevent_history" == 1 ]]; then
    set +H
    # The host's key to give up a line bash waits to see the rest of (an unclosed quote, an open
    # `if`): an interrupt raised from inside readline, which has its signal handling in place by
    # then, where a ^C that comes while readline starts may only take effect at the next key.
    __ahp_give_up() {
        builtin kill -INT $$
    }
    for __ahp_keymap in emacs vi-insert vi-command; do
        builtin bind -m "$__ahp_keymap" -x '"\e[9999~": __ahp_give_up' 2>/dev/null
    done
    unset __ahp_keymap
    # Bracketed paste on, whatever the person's ~/.inputrc says: a command of several lines is
    # typed as one paste, and readline's turning it off and on again is how the host sees that
    # bash waits for the rest of a line (no other sign of a continuation prompt reaches it).
    builtin bind 'set enable-bracketed-paste on' 2>/dev/null
fi

# --- Marks ------------------------------------------------------------------------------------------
__ahp_osc() {
    builtin printf '\e]633;%s\a' "$1"
}

__ahp_return() {
    return "${1:-0}"
}

# The longest escaped value sent, in bytes (never fewer than the host's UTF-16 characters): the host
# reads marks of at most 1,024 characters, and a longer one would reach the client as output.
__ahp_max_value=900

__ahp_fits() {
    # A character is at most 4 bytes: most values fit without counting bytes, which needs the C
    # locale set and reset (the costliest part of a mark).
    if ((${#1} * 4 <= __ahp_max_value)); then
        return 0
    fi
    local LC_ALL=C
    ((${#1} <= __ahp_max_value))
}

__ahp_bs='\'
__ahp_bs2='\\'
__ahp_semi=';'
__ahp_semi_code='\x3b'
# The control characters 1-31 and 127, and how a mark writes each (written out: a loop that built
# them cost a noticeable part of a shell's start).
__ahp_control_chars=($'\x01' $'\x02' $'\x03' $'\x04' $'\x05' $'\x06' $'\x07' $'\x08' $'\x09' $'\x0a' $'\x0b' $'\x0c' $'\x0d' $'\x0e' $'\x0f' $'\x10' $'\x11' $'\x12' $'\x13' $'\x14' $'\x15' $'\x16' $'\x17' $'\x18' $'\x19' $'\x1a' $'\x1b' $'\x1c' $'\x1d' $'\x1e' $'\x1f' $'\x7f')
__ahp_control_codes=('\x01' '\x02' '\x03' '\x04' '\x05' '\x06' '\x07' '\x08' '\x09' '\x0a' '\x0b' '\x0c' '\x0d' '\x0e' '\x0f' '\x10' '\x11' '\x12' '\x13' '\x14' '\x15' '\x16' '\x17' '\x18' '\x19' '\x1a' '\x1b' '\x1c' '\x1d' '\x1e' '\x1f' '\x7f')

# Sets __ahp_escaped to $1 escaped for a mark.
__ahp_escape() {
    local s="$1" i
    s=${s//"$__ahp_bs"/"$__ahp_bs2"}
    s=${s//"$__ahp_semi"/"$__ahp_semi_code"}
    if [[ "$s" == *[[:cntrl:]]* ]]; then
        for i in "${!__ahp_control_chars[@]}"; do
            s=${s//"${__ahp_control_chars[i]}"/"${__ahp_control_codes[i]}"}
        done
    fi
    __ahp_escaped=$s
}

# --- History ----------------------------------------------------------------------------------------
# The command line comes from the history, so a line must reach it to be read. A leading space that
# should keep a line out (ignorespace, ignoreboth, or the host's request) is therefore handled here,
# as bash-preexec does: bash records the line, this script reads it and deletes it at once.
__ahp_drop_spaced=
if [[ "$__ahp_prevent_history" == 1 || "${HISTCONTROL-}" == *ignorespace* || "${HISTCONTROL-}" == *ignoreboth* ]]; then
    __ahp_drop_spaced=1
    HISTCONTROL=${HISTCONTROL-}
    HISTCONTROL=${HISTCONTROL//ignoreboth/ignoredups}
    HISTCONTROL=${HISTCONTROL//ignorespace/}
fi
__ahp_history_number=0

# `history 1` prints the number, a space or * (modified), a space, then the line as it was typed.
# Read with patterns, not a regular expression, which bash would compile again at every use.
# Sets __ahp_entry_number and __ahp_entry_line from $1; fails when it is not such a line.
__ahp_parse_entry() {
    local rest=${1#"${1%%[! ]*}"} number
    number=${rest%%[!0-9]*}
    rest=${rest#"$number"}
    if [[ -n "$number" && "$rest" == [\*\ ]\ * ]]; then
        __ahp_entry_number=$number
        __ahp_entry_line=${rest:2}
        return 0
    fi
    return 1
}

# `history 1` is read on every prompt and every command. Caught with $( ), it costs a fork each time
# (bash 5.2 and older), most of what the integration adds to a command. Where it can, the shell
# instead writes it to a private file and reads it back with builtins alone: the host's pty binding
# starts the shell with an unnamed one (O_TMPFILE, mode 600) on the descriptor AHP_SCRATCH_FD names;
# else the file is made once (mktemp, mode 600), held open on a descriptor bash chooses and removed
# from its directory at once;
# /dev/fd/N then reopens it at its start (Linux). Each text is written over the last and ends with a
# NUL, where `read -d ''` stops: truncating the file instead costs as much as the fork (ext4). If
# that round trip does not hold (no /dev/fd, or one that duplicates the descriptor instead), or
# stops holding (the person closes the descriptor or opens another file on its number), $( ) is
# used instead. Commands inherit the open descriptor and its witness (below), as bash cannot mark
# them close-on-exec; they reach only this deleted private file.
__ahp_history_fd=
__ahp_history_witness=
__ahp_history_seal=$'ahp-history\n'

# Sets __ahp_history_text to what the open file holds, the seal stripped; fails if it is not what
# this script wrote (the file is then left alone for good).
__ahp_history_file_read() {
    __ahp_history_text=
    IFS= builtin read -r -d '' __ahp_history_text <"/dev/fd/$__ahp_history_fd"
    if [[ "$__ahp_history_text" != "$__ahp_history_seal"* ]]; then
        __ahp_history_fd=
        return 1
    fi
    __ahp_history_text=${__ahp_history_text#"$__ahp_history_seal"}
}

# Whether the file is still ours: the descriptor and its witness (a second one on the file) still
# name one file, which two stat calls tell; a person's command that closed the descriptor, or opened
# something else on its number, fails it.
__ahp_history_file_ours() {
    [[ "/dev/fd/$__ahp_history_fd" -ef "/dev/fd/$__ahp_history_witness" ]]
}

# Writes the seal, the output of the command given and a NUL over the file, once it is known to be
# ours, and sets __ahp_history_text to what it then holds.
__ahp_history_file_write() {
    __ahp_history_file_ours || {
        __ahp_history_fd=
        return 1
    }
    { builtin printf '%s' "$__ahp_history_seal"; "$@"; builtin printf '\0'; } 2>/dev/null 1<>"/dev/fd/$__ahp_history_fd" || {
        __ahp_history_fd=
        return 1
    }
    __ahp_history_file_read
}

__ahp_history_file_open() {
    local file fd
    if [[ -n "$__ahp_scratch_copy" && "/dev/fd/$__ahp_scratch_copy" -ef "/dev/fd/$__ahp_scratch_fd" ]]; then
        # The host's unnamed file (O_TMPFILE, mode 600), both descriptors still on it after the
        # person's startup files: the copy is kept, the one the host chose is closed.
        __ahp_history_fd=$__ahp_scratch_copy
        builtin eval "exec $__ahp_scratch_fd>&-"
    else
        # exec: the subshell becomes mktemp, where `builtin command` would fork it a second time.
        file=$(builtin exec mktemp "${TMPDIR:-/tmp}/ahp-history.XXXXXXXXXX" 2>/dev/null) && [[ -n "$file" ]] || return 1
        { exec {__ahp_history_fd}<>"$file"; } 2>/dev/null
        builtin command rm -f -- "$file"
    fi
    fd=$__ahp_history_fd
    [[ -n "$fd" ]] || return 1
    # The witness (see __ahp_history_file_ours), then the probe: a shorter text written over a longer
    # one must read back alone.
    if { exec {__ahp_history_witness}<&"$fd"; } 2>/dev/null \
        && { builtin printf '%s\0' "$__ahp_history_seal"; } 2>/dev/null 1<>"/dev/fd/$__ahp_history_fd" \
        && __ahp_history_file_write builtin printf '%s\n' 'a probe longer than the next' \
        && __ahp_history_file_write builtin printf '%s\n' 'a probe' \
        && [[ "$__ahp_history_text" == $'a probe\n' ]]; then
        return 0
    fi
    { exec {fd}>&-; } 2>/dev/null
    if [[ -n "$__ahp_history_witness" ]]; then
        { builtin eval "exec $__ahp_history_witness>&-"; } 2>/dev/null
    fi
    __ahp_history_fd=
    __ahp_history_witness=
    return 1
}
__ahp_history_file_open || :
unset -f __ahp_history_file_open
unset __ahp_scratch_fd __ahp_scratch_copy

__ahp_history_last() {
    HISTTIMEFORMAT='' builtin history 1
}

# Sets __ahp_entry_number and __ahp_entry_line from the newest history entry; fails when there is none.
__ahp_newest_entry() {
    local entry
    if [[ -n "$__ahp_history_fd" ]] && __ahp_history_file_write __ahp_history_last; then
        entry=$__ahp_history_text
        while [[ "$entry" == *$'\n' ]]; do
            entry=${entry%$'\n'}
        done
    else
        entry=$(__ahp_history_last)
    fi
    if __ahp_parse_entry "$entry"; then
        return 0
    fi
    __ahp_entry_number=0
    __ahp_entry_line=
    return 1
}

# Deletes the newest entry when it is new since the prompt and starts with a space.
__ahp_drop_spaced_entry() {
    if [[ -n "$__ahp_drop_spaced" && "$__ahp_entry_number" != "$__ahp_history_number" \
          && "$__ahp_entry_line" == [[:space:]]* ]]; then
        builtin history -d "$__ahp_entry_number"
        __ahp_history_number=$((__ahp_entry_number - 1))
        __ahp_entry_number=$__ahp_history_number
    fi
}

# Sets __ahp_line to the line about to run; fails when the history cannot tell it.
__ahp_read_line() {
    [[ -o history ]] || return 1
    __ahp_newest_entry || return 1
    __ahp_line=$__ahp_entry_line
    if [[ "$__ahp_entry_number" == "$__ahp_history_number" ]]; then
        # Nothing was added: a duplicate the history skipped is still this line; anything else is not.
        [[ "${HISTCONTROL-}" == *ignoredups* || "${HISTCONTROL-}" == *erasedups* ]] || return 1
        [[ -z "${HISTIGNORE-}" ]] || return 1
    fi
    __ahp_drop_spaced_entry
    return 0
}

# --- Prompt -----------------------------------------------------------------------------------------
__ahp_prompt_start=$'\[\e]633;A\a\]'
__ahp_prompt_end=$'\[\e]633;B\a\]'
__ahp_ps1_wrapped=

__ahp_wrap_prompt() {
    if [[ "$PS1" != "$__ahp_ps1_wrapped" ]]; then
        local p="$PS1"
        p=${p//"$__ahp_prompt_start"/}
        p=${p//"$__ahp_prompt_end"/}
        __ahp_ps1_wrapped="$__ahp_prompt_start$p$__ahp_prompt_end"
        PS1=$__ahp_ps1_wrapped
    fi
}

# PS0 (bash 4.4 and later) is expanded once a line has been read and is about to run; never for an
# empty line or a lone comment. Its arithmetic notes that a line ran, in this shell and without a
# fork, and it prints nothing: a substring of length 0 of a one-character string. A line whose
# commands the DEBUG trap never sees at the top level (a subshell: `(exit 4)`, `{ (false); }`) is
# thus still known to have run when the prompt comes back. Kept at the head of the person's own PS0,
# and only while prompt strings are expanded (shopt promptvars): otherwise bash would print it.
__ahp_one=x
__ahp_ps0_mark='${__ahp_one:0:$((__ahp_line_ran=1, 0))}'
__ahp_ps0_wrapped=
__ahp_line_ran=

__ahp_wrap_ps0() {
    local p="${PS0-}"
    if builtin shopt -q promptvars; then
        if [[ "$p" != "$__ahp_ps0_wrapped" || -z "$p" ]]; then
            p=${p//"$__ahp_ps0_mark"/}
            __ahp_ps0_wrapped="$__ahp_ps0_mark$p"
            PS0=$__ahp_ps0_wrapped
        fi
    elif [[ "$p" == *"$__ahp_ps0_mark"* ]]; then
        PS0=${p//"$__ahp_ps0_mark"/}
        __ahp_ps0_wrapped=
    fi
}

__ahp_command_started=
__ahp_prompted=
__ahp_at_prompt=

# Before the person's prompt commands: the end of the command that ran, if one did. A line that ran
# without the DEBUG trap seeing it gets its line and C now, after its output, then its D. So does a
# line that ran nothing but reached the history since the prompt: one bash refused (a syntax error,
# with $? 2) or a lone comment; its D carries $? as the line left it.
__ahp_finish() {
    if [[ -z "$__ahp_command_started" ]] && { [[ -n "$__ahp_line_ran" ]] || __ahp_line_added; }; then
        __ahp_start
    fi
    if [[ -n "$__ahp_command_started" ]]; then
        __ahp_osc "D;$1"
    elif [[ -n "$__ahp_prompted" ]]; then
        __ahp_osc "D"
    fi
    __ahp_command_started=
    __ahp_line_ran=
}

# Whether a line reached the history since the prompt (HISTCMD is one past the newest entry there).
__ahp_line_added() {
    [[ -n "$__ahp_prompted" && "${HISTCMD-}" =~ ^[0-9]+$ ]] && ((HISTCMD - 1 != __ahp_history_number))
}

# After them: the directory, the prompt's marks, and where the history stands. At the prompt,
# HISTCMD is one past the newest entry's number: when that is the entry the DEBUG trap already read
# (or none came), the history is not read again.
__ahp_ready() {
    __ahp_escape "$PWD"
    if __ahp_fits "$__ahp_escaped"; then
        __ahp_osc "P;Cwd=$__ahp_escaped"
    fi
    __ahp_wrap_prompt
    __ahp_wrap_ps0
    if [[ -n "$__ahp_prompted" && "${HISTCMD-}" =~ ^[0-9]+$ ]] && ((HISTCMD - 1 == __ahp_history_number)); then
        return
    fi
    if __ahp_newest_entry && [[ -n "$__ahp_prompted" ]]; then
        __ahp_drop_spaced_entry # a line that ran nothing, such as a lone comment
    fi
    __ahp_history_number=$__ahp_entry_number
    __ahp_prompted=1
}

__ahp_start() {
    __ahp_command_started=1
    if __ahp_read_line; then
        __ahp_history_number=$__ahp_entry_number
        __ahp_escape "$__ahp_line"
        if __ahp_fits "$__ahp_escaped"; then
            __ahp_osc "E;$__ahp_escaped;$__ahp_nonce"
        fi
    fi
    __ahp_osc "C"
}

if [[ -n "${bash_preexec_imported-}" || -n "${__bp_imported-}" ]]; then
    # bash-preexec owns the DEBUG trap and PROMPT_COMMAND: take part through its arrays.
    __ahp_bp_precmd_first() {
        local code=$?
        __ahp_finish "$code"
        __ahp_return "$code"
    }
    __ahp_bp_precmd_last() {
        local code=$?
        __ahp_ready
        __ahp_return "$code"
    }
    __ahp_bp_preexec() {
        __ahp_start
    }
    precmd_functions=(__ahp_bp_precmd_first "${precmd_functions[@]}" __ahp_bp_precmd_last)
    preexec_functions+=(__ahp_bp_preexec)
else
    # PROMPT_COMMAND, scalar or array: each entry runs inside ours, with $? as the command left it.
    __ahp_user_prompt_command=("${PROMPT_COMMAND[@]}")
    unset PROMPT_COMMAND
    PROMPT_COMMAND=__ahp_precmd

    __ahp_precmd() {
        local code=$? __ahp_command
        __ahp_finish "$code"
        for __ahp_command in "${__ahp_user_prompt_command[@]}"; do
            __ahp_return "$code"
            eval "$__ahp_command"
        done
        __ahp_ready
        __ahp_at_prompt=1
        __ahp_return "$code"
    }

    # The DEBUG trap runs before every simple command; the first one after a prompt is the
    # person's command, unless it is the prompt command itself (an empty Enter, ^C).
    # The person's own DEBUG trap, read here at the top level: inside a function bash hides it.
    # `trap -p` quotes it for reuse, so eval only splits it into words: trap -- '<command>' DEBUG.
    # Read through the history file where it holds (no fork); a text that is not one `trap -p` line
    # (a trap of the person's that printed while it was read) is read again with $( ).
    __ahp_user_debug_trap=
    __ahp_trap_line=
    if [[ -n "$__ahp_history_fd" ]] && __ahp_history_file_ours \
        && { builtin printf '%s' "$__ahp_history_seal"; builtin trap -p DEBUG; builtin printf '\0'; } \
            2>/dev/null 1<>"/dev/fd/$__ahp_history_fd" \
        && __ahp_history_file_read; then
        if [[ -z "$__ahp_history_text" || "$__ahp_history_text" == "trap -- "*" DEBUG"$'\n' ]]; then
            __ahp_trap_line=${__ahp_history_text%$'\n'}
        else
            __ahp_trap_line=$(trap -p DEBUG)
        fi
    else
        __ahp_trap_line=$(trap -p DEBUG)
    fi
    __ahp_take_trap() {
        __ahp_user_debug_trap=$3
    }
    if [[ -n "$__ahp_trap_line" ]]; then
        eval "__ahp_take_trap $__ahp_trap_line"
    fi
    unset __ahp_trap_line

    __ahp_debug() {
        local code=$?
        # Only a command at the top level is the person's: with extdebug or functrace the trap also
        # runs inside functions (this script's own among them).
        if [[ -n "$__ahp_at_prompt" && ${#FUNCNAME[@]} -eq 1 ]]; then
            __ahp_at_prompt=
            if [[ "$BASH_COMMAND" != __ahp_precmd* ]]; then
                __ahp_start
            fi
        fi
        if [[ -n "$__ahp_user_debug_trap" ]]; then
            __ahp_return "$code" "$1"
            eval "$__ahp_user_debug_trap"
            return
        fi
        return 0
    }
    trap '__ahp_debug "$_"' DEBUG
fi

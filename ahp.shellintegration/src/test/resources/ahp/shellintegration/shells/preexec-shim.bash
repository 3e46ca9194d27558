# A small stand-in for bash-preexec, written for the tests: its interface only. It marks itself
# imported, owns the DEBUG trap and PROMPT_COMMAND, calls each of preexec_functions once per prompt
# with the command line from the history, and each of precmd_functions with $? as the command left it.
bash_preexec_imported=defined
precmd_functions=()
preexec_functions=()
__shim_at_prompt=
__shim_history_pattern='^ *([0-9]+)[* ] (.*)$'

__shim_return() {
    return "$1"
}

__shim_precmd() {
    local code=$? f
    for f in "${precmd_functions[@]}"; do
        __shim_return "$code"
        "$f"
    done
    __shim_at_prompt=1
}

# $1 is $_ as the command before left it; the trap's own last word gives it back.
__shim_preexec() {
    [[ -n "$__shim_at_prompt" ]] || return 0
    __shim_at_prompt=
    [[ "$BASH_COMMAND" != __shim_precmd* ]] || return 0
    local entry line= f
    entry=$(HISTTIMEFORMAT='' builtin history 1)
    if [[ "$entry" =~ $__shim_history_pattern ]]; then
        line=${BASH_REMATCH[2]}
    fi
    for f in "${preexec_functions[@]}"; do
        "$f" "$line"
    done
}

trap '__shim_preexec "$_"' DEBUG
PROMPT_COMMAND=__shim_precmd

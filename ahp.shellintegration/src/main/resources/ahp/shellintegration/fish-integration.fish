# ahp shell integration for fish.
#
# Marks the prompt, each command and the directory with OSC 633:
#   A prompt start, B prompt end, E;<line>;<nonce> the command line, C the command runs,
#   D;<code> it finished (a bare D when nothing ran), P;Cwd=<path> the directory.
# Values are escaped: \ as \\, ; and control characters as \xHH.
#
# Given to fish as `--init-command`, which fish runs after it has read the person's own
# configuration, as it always does. From the environment it takes, and removes, VSCODE_NONCE (signs
# each command line). fish already keeps a command typed with a leading space out of its history,
# so VSCODE_PREVENT_SHELL_HISTORY needs nothing more here; it is removed too.

if status is-interactive; and not set -q __ahp_loaded
    set -g __ahp_loaded 1
    set -g __ahp_nonce "$VSCODE_NONCE"
    set -e VSCODE_NONCE
    set -e VSCODE_PREVENT_SHELL_HISTORY
    set -g __ahp_command_started 0
    set -g __ahp_finished 1
    # The longest escaped value sent, in characters: the host reads marks of at most 1,024 UTF-16
    # characters, a longer one would reach the client as output, and a character may take two.
    set -g __ahp_max_value 450
    set -g __ahp_control_chars \x01 \x02 \x03 \x04 \x05 \x06 \x07 \x08 \x09 \x0a \x0b \x0c \x0d \x0e \x0f \
        \x10 \x11 \x12 \x13 \x14 \x15 \x16 \x17 \x18 \x19 \x1a \x1b \x1c \x1d \x1e \x1f \x7f
    set -g __ahp_control_codes 01 02 03 04 05 06 07 08 09 0a 0b 0c 0d 0e 0f \
        10 11 12 13 14 15 16 17 18 19 1a 1b 1c 1d 1e 1f 7f

    function __ahp_osc
        printf '\e]633;%s\a' $argv[1]
    end

    function __ahp_return
        return $argv[1]
    end

    # Prints $argv[1] escaped for a mark.
    function __ahp_escape
        set -l s (string replace -a -- '\\' '\\\\' $argv[1] | string collect)
        set s (string replace -a -- ';' '\\x3b' "$s" | string collect)
        if string match -qr -- '[\x01-\x1f\x7f]' "$s"
            set -l i 0
            for c in $__ahp_control_chars
                set i (math $i + 1)
                set s (string replace -a -- $c "\\x$__ahp_control_codes[$i]" "$s" | string collect)
            end
        end
        printf '%s' "$s"
    end

    function __ahp_preexec --on-event fish_preexec
        set -g __ahp_command_started 1
        set -l line (__ahp_escape $argv[1])
        if test (string length -- "$line") -le $__ahp_max_value
            __ahp_osc "E;$line;$__ahp_nonce"
        end
        __ahp_osc C
    end

    function __ahp_postexec --on-event fish_postexec
        set -l code $status
        if test $__ahp_command_started = 1
            __ahp_osc "D;$code"
            set -g __ahp_command_started 0
            set -g __ahp_finished 1
        end
    end

    # ^C at the prompt: nothing ran.
    function __ahp_cancel --on-event fish_cancel
        __ahp_osc D
    end

    # The person's prompt, kept under another name and drawn between A and B.
    if functions -q fish_prompt
        functions -c fish_prompt __ahp_user_prompt
    else
        function __ahp_user_prompt
        end
    end

    # Before each new prompt (not a repaint): one no command ended before (an empty Enter, ^C) ends
    # nothing, which is a bare D; then the directory. Printed here, not from inside the prompt,
    # which fish may run without drawing it.
    function __ahp_new_prompt --on-event fish_prompt
        if test $__ahp_finished = 0
            __ahp_osc D
        end
        set -g __ahp_finished 0
        set -l cwd (__ahp_escape $PWD)
        if test (string length -- "$cwd") -le $__ahp_max_value
            __ahp_osc "P;Cwd=$cwd"
        end
    end

    function fish_prompt
        set -l code $status
        __ahp_osc A
        __ahp_return $code
        __ahp_user_prompt
        __ahp_osc B
    end
end

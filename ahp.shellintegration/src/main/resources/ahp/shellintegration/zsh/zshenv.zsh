# ahp shell integration for zsh: the .zshenv of the folder ZDOTDIR points at.
#
# The host starts zsh with ZDOTDIR set to a folder of its own holding four startup files (.zshenv,
# .zprofile, .zshrc, .zlogin), so that zsh reads the integration. Each reads the person's own file of
# the same name from their folder first, with ZDOTDIR pointing there, as zsh would have: USER_ZDOTDIR
# when they had a ZDOTDIR, else $HOME. Once zsh has read its last startup file ZDOTDIR is theirs again.
# From the environment it takes, and removes: VSCODE_NONCE (signs each command line),
# VSCODE_PREVENT_SHELL_HISTORY (=1: commands typed with a leading space stay out of the history, and
# no line is history-expanded, and bracketed paste is on),
# USER_ZDOTDIR.

__ahp_zdotdir=$ZDOTDIR
__ahp_user_zdotdir=${USER_ZDOTDIR:-$HOME}
__ahp_user_zdotdir_set=${USER_ZDOTDIR:+1}
__ahp_nonce=${VSCODE_NONCE-}
__ahp_prevent_history=${VSCODE_PREVENT_SHELL_HISTORY-}
unset USER_ZDOTDIR VSCODE_NONCE VSCODE_PREVENT_SHELL_HISTORY

# Where the person's files are, after one of them may have moved their folder.
__ahp_follow_zdotdir() {
    if [[ ${ZDOTDIR-} != "$__ahp_user_zdotdir" ]]; then
        __ahp_user_zdotdir=${ZDOTDIR:-$HOME}
        __ahp_user_zdotdir_set=${ZDOTDIR:+1}
    fi
    ZDOTDIR=$__ahp_zdotdir
}

# ZDOTDIR as the person had it.
__ahp_restore_zdotdir() {
    if [[ -n $__ahp_user_zdotdir_set ]]; then
        ZDOTDIR=$__ahp_user_zdotdir
    else
        unset ZDOTDIR
    fi
}

if [[ $__ahp_user_zdotdir != "$__ahp_zdotdir" && -r $__ahp_user_zdotdir/.zshenv ]]; then
    ZDOTDIR=$__ahp_user_zdotdir
    builtin source "$__ahp_user_zdotdir/.zshenv"
    __ahp_follow_zdotdir
fi

# A shell that reads no more startup files must not keep this folder.
if [[ ! -o interactive && ! -o login ]] || [[ ! -o rcs ]]; then
    __ahp_restore_zdotdir
fi

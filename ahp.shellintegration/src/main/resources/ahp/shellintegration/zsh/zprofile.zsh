# ahp shell integration for zsh: the .zprofile of the host's ZDOTDIR folder (login shells only).
# Reads the person's own .zprofile with ZDOTDIR pointing at their folder; see .zshenv.

if [[ $__ahp_user_zdotdir != "$__ahp_zdotdir" && -r $__ahp_user_zdotdir/.zprofile ]]; then
    ZDOTDIR=$__ahp_user_zdotdir
    builtin source "$__ahp_user_zdotdir/.zprofile"
    __ahp_follow_zdotdir
fi

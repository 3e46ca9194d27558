# ahp shell integration for zsh: the .zlogin of the host's ZDOTDIR folder (login shells only), the
# last startup file zsh reads. ZDOTDIR is the person's again from here on; see .zshenv.

__ahp_restore_zdotdir
if [[ $__ahp_user_zdotdir != "$__ahp_zdotdir" && -r $__ahp_user_zdotdir/.zlogin ]]; then
    builtin source "$__ahp_user_zdotdir/.zlogin"
fi

/**
 * Sessions and chats as far as terminals need them: the session store on disk (a folder per session,
 * every file written atomically), the ids that name its folders, the retained terminal link this host
 * mints for a chat's terminals, and what a chat's terminals leave behind once their process is gone;
 * what a new session of each provider can be configured with, and a session's {@code !} commands as
 * completions offer them.
 */
package ahp.server.sessions;

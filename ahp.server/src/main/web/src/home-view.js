// The root list, live: every terminal (title, claim, running or exited with its code) from the root
// channel's state, and the sessions from listSessions kept up by the root's session notifications.
import { ROOT } from './connection.js';
import { h, newId, replace } from './dom.js';

function claimText(claim, ownClientId, sessions) {
  if (!claim) return '';
  if (claim.kind === 'client') {
    if (claim.clientId === ownClientId) return 'this tab';
    return claim.clientId ? 'a client (' + claim.clientId.slice(-8) + ')' : 'a client';
  }
  if (claim.kind === 'session') {
    const title = sessions.get(claim.session)?.title;
    return 'session ' + (title ? '“' + title + '”' : claim.session) + (claim.toolCallId ? ', a tool call' : '');
  }
  return claim.kind ?? '';
}

function lifecycleText(info) {
  const exited = info.lifecycle ? info.lifecycle.status === 'exited' : info.exitCode !== undefined;
  if (!exited) return { text: 'running', exited: false };
  const code = info.lifecycle?.exitCode ?? info.exitCode;
  return { text: code === undefined ? 'exited' : 'exited (' + code + ')', exited: true };
}

export function terminalHref(uri) {
  return '#/terminal/' + encodeURIComponent(uri);
}

export function sessionHref(uri) {
  return '#/session/' + encodeURIComponent(uri);
}

export class HomeView {
  constructor(connection, showError) {
    this.connection = connection;
    this.showError = showError;
    this.sessions = new Map();
    this.terminalList = h('tbody');
    this.sessionList = h('tbody');
    this.element = h('div', { class: 'home' },
      h('section', {},
        h('div', { class: 'section-head' },
          h('h2', {}, 'Terminals'),
          h('button', { id: 'new-terminal', onclick: () => this.newTerminal() }, 'New shell')),
        h('table', { class: 'list', id: 'terminals' },
          h('thead', {}, h('tr', {}, h('th', {}, 'Title'), h('th', {}, 'Status'), h('th', {}, 'Held by'), h('th', {}, 'URI'))),
          this.terminalList)),
      h('section', {},
        h('div', { class: 'section-head' },
          h('h2', {}, 'Sessions'),
          h('span', { class: 'actions' }, this.agentPicker(), this.machinePicker(),
            h('button', { id: 'new-session', onclick: () => this.newSession() }, 'New session'))),
        h('table', { class: 'list', id: 'sessions' },
          h('thead', {}, h('tr', {}, h('th', {}, 'Title'), h('th', {}, 'Modified'), h('th', {}, 'URI'))),
          this.sessionList)));
    this.disposers = [
      connection.onChannel(ROOT, (envelope) => {
        if (envelope.action.type === 'root/terminalsChanged') this.renderTerminals();
      }),
      connection.onNotification('root/sessionAdded', ({ summary }) => {
        this.sessions.set(summary.resource, summary);
        this.renderSessions();
      }),
      connection.onNotification('root/sessionRemoved', ({ session }) => {
        this.sessions.delete(session);
        this.renderSessions();
      }),
      connection.onNotification('root/sessionSummaryChanged', ({ session, changes }) => {
        if (this.sessions.has(session)) this.sessions.set(session, { ...this.sessions.get(session), ...changes });
        this.renderSessions();
      }),
    ];
    this.renderTerminals();
    this.loadSessions();
  }

  /** A choice of the agents the daemon offers, when it offers more than its own. */
  agentPicker() {
    const agents = this.connection.snapshot(ROOT)?.state?.agents ?? [];
    this.agent = h('select', { id: 'new-session-agent', title: 'The agent the new session runs' },
      agents.map((agent) => h('option', { value: agent.provider }, agent.displayName || agent.provider)));
    return agents.length > 1 ? this.agent : null;
  }

  /**
   * A choice of where the new session's commands run, when the daemon's config names machines: the
   * `machine` property of its session config (resolveSessionConfig), hidden until it has one.
   */
  machinePicker() {
    this.machine = h('select', { id: 'new-session-machine', title: 'Where the new session runs its commands', hidden: true });
    this.connection.request('resolveSessionConfig', { channel: ROOT, provider: 'local' }).then((result) => {
      const property = result?.schema?.properties?.machine;
      if (!property || !Array.isArray(property.enum)) return;
      replace(this.machine, property.enum.map((value, i) => h('option',
        { value, title: property.enumDescriptions?.[i] ?? '' }, property.enumLabels?.[i] ?? value)));
      this.machine.value = property.default ?? property.enum[0];
      this.machine.hidden = false;
    }, () => { /* no machines to offer */ });
    return this.machine;
  }

  async loadSessions() {
    try {
      const result = await this.connection.request('listSessions', { channel: ROOT, limit: 200 });
      for (const summary of result.items ?? []) this.sessions.set(summary.resource, summary);
      this.renderSessions();
    } catch (error) {
      replace(this.sessionList, h('tr', {}, h('td', { colspan: 3, class: 'error' }, 'Sessions: ' + error.message)));
    }
  }

  renderTerminals() {
    const terminals = this.connection.terminals;
    if (terminals.length === 0) {
      replace(this.terminalList, h('tr', {}, h('td', { colspan: 4, class: 'empty' }, 'No terminals yet')));
      return;
    }
    replace(this.terminalList, terminals.map((info) => {
      const life = lifecycleText(info);
      return h('tr', { 'data-terminal': info.resource },
        h('td', {}, h('a', { href: terminalHref(info.resource) }, info.title || '(untitled)')),
        h('td', { class: life.exited ? 'exited' : 'running' }, life.text),
        h('td', {}, claimText(info.claim, this.connection.clientId, this.sessions)),
        h('td', { class: 'uri', title: info.resource }, info.resource));
    }));
  }

  renderSessions() {
    this.renderTerminals(); // a session's title names the terminals it holds
    const sessions = [...this.sessions.values()].sort((a, b) => String(b.modifiedAt).localeCompare(String(a.modifiedAt)));
    if (sessions.length === 0) {
      replace(this.sessionList, h('tr', {}, h('td', { colspan: 3, class: 'empty' }, 'No sessions yet')));
      return;
    }
    replace(this.sessionList, sessions.map((summary) => h('tr', { 'data-session': summary.resource },
      h('td', {}, h('a', { href: sessionHref(summary.resource) }, summary.title || '(untitled session)')),
      h('td', {}, summary.modifiedAt ? new Date(summary.modifiedAt).toLocaleString() : ''),
      h('td', { class: 'uri', title: summary.resource }, summary.resource))));
  }

  async newTerminal() {
    const uri = 'ahp-terminal:/' + newId();
    try {
      await this.connection.request('createTerminal', {
        channel: uri, claim: { kind: 'client', clientId: this.connection.clientId }, name: 'shell',
      });
      location.hash = terminalHref(uri);
    } catch (error) {
      this.showError('The daemon refused a new shell: ' + error.message);
    }
  }

  async newSession() {
    const provider = this.agent.value || undefined;
    // Named after its provider (VS Code's AgentSession.uri: "The URI scheme is the provider name"), so
    // VS Code 1.141, which reads a listed session's provider from its scheme, opens it too.
    const scheme = /^[A-Za-z][A-Za-z0-9+.-]{0,63}$/.test(provider || 'local') ? (provider || 'local') : 'ahp-session';
    const uri = scheme + ':/' + newId();
    try {
      // In the daemon's default folder (its home), as `ahp chat` opens one in the folder it runs in.
      const folder = this.connection.handshake.defaultDirectory;
      const machine = this.machine.hidden ? undefined : this.machine.value;
      await this.connection.request('createSession', {
        channel: uri, provider, workingDirectories: folder ? [folder] : undefined,
        config: machine && machine !== 'local' ? { machine } : undefined,
      });
      location.hash = sessionHref(uri);
    } catch (error) {
      this.showError('The daemon refused a new session: ' + error.message);
    }
  }

  dispose() {
    for (const dispose of this.disposers) dispose();
  }
}

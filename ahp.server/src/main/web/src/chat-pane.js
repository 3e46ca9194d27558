// One chat of a session: its turns, each tool call with its terminal inline (live while it runs, the
// kept output after), background rows with a stop button, a pending confirmation with approve and
// deny, and a box to send a turn (a `!` command, or a message for the session's agent). The chat's
// state is the daemon's own snapshot, asked again after each of its actions: this page folds no
// chat actions itself.
import { h, newId, plain, replace } from './dom.js';
import { TerminalPane } from './terminal-pane.js';
import { terminalHref } from './home-view.js';

export class ChatPane {
  constructor(connection, uri, showError) {
    this.connection = connection;
    this.uri = uri;
    this.showError = showError;
    this.terminals = new Map();
    this.turns = h('div', { class: 'turns' });
    this.background = h('div', { class: 'background' });
    this.input = h('input', {
      id: 'chat-input', type: 'text', autocomplete: 'off', spellcheck: 'false',
      placeholder: '!ls runs a command; anything else goes to the agent',
    });
    this.form = h('form', { class: 'compose', onsubmit: (event) => this.send(event) },
      this.input, h('button', { type: 'submit' }, 'Send'));
    this.element = h('div', { class: 'chat', 'data-chat': uri }, this.turns, this.background, this.form);
    this.dirty = false;
    this.refreshing = null;
  }

  async open() {
    this.stop = this.connection.onChannel(this.uri, (envelope) => {
      if (this.connection.refusedOwn(envelope)) {
        this.showError('The daemon refused ' + envelope.action.type + ': ' + envelope.rejectionReason);
      }
      this.refresh();
    });
    await this.refresh();
    this.input.focus();
  }

  /** Asks for the chat's state again, once more if anything changed while asking. */
  refresh() {
    this.dirty = true;
    if (this.refreshing) return this.refreshing;
    this.refreshing = (async () => {
      while (this.dirty) {
        this.dirty = false;
        try {
          const result = await this.connection.request('subscribe', { channel: this.uri });
          if (result?.snapshot) this.render(result.snapshot.state);
        } catch (error) {
          replace(this.turns, h('div', { class: 'message error', role: 'alert' },
            'The daemon refused this chat: ' + error.message));
          this.form.remove();
          break;
        }
      }
      this.refreshing = null;
    })();
    return this.refreshing;
  }

  render(state) {
    const turns = [...(state.turns ?? [])];
    if (state.activeTurn) turns.push({ ...state.activeTurn, state: 'active' });
    replace(this.turns, turns.length === 0
      ? h('div', { class: 'empty' }, 'No turns yet: type !ls below')
      : turns.map((turn) => this.renderTurn(turn)));
    const rows = state.backgroundWork ?? [];
    replace(this.background, rows.length === 0 ? [] : [h('h3', {}, 'Running in the background'),
      ...rows.map((row) => this.renderBackground(row))]);
    this.turns.scrollTop = this.turns.scrollHeight;
  }

  renderTurn(turn) {
    const parts = (turn.responseParts ?? []).map((part) => this.renderPart(turn, part));
    const ending = turn.state === 'error' && turn.error
      ? h('div', { class: 'turn-error' }, plain(turn.error.message))
      : turn.state === 'cancelled' ? h('div', { class: 'turn-error' }, 'Cancelled') : null;
    return h('div', { class: 'turn' + (turn.state === 'active' ? ' active' : ''), 'data-turn': turn.id },
      h('div', { class: 'user-message' }, turn.message?.text ?? ''),
      parts, ending,
      turn.state === 'active' ? h('button', { class: 'cancel', onclick: () => this.cancel(turn.id) }, 'Cancel') : null);
  }

  renderPart(turn, part) {
    switch (part.kind) {
      case 'markdown':
        return h('div', { class: 'markdown' }, part.content);
      case 'reasoning':
        return h('div', { class: 'reasoning' }, part.content);
      case 'toolCall':
        return this.renderToolCall(turn, part.toolCall);
      default:
        return null;
    }
  }

  renderToolCall(turn, call) {
    const status = call.status;
    const header = h('div', { class: 'tool-head' },
      h('span', { class: 'tool-name' }, call.displayName || call.toolName),
      h('span', { class: 'tool-invocation' }, plain(call.invocationMessage)),
      h('span', { class: 'tool-status ' + status }, statusText(call)));
    const content = (call.content ?? []).map((block) => {
      if (block.type === 'terminal') return this.inlineTerminal(block);
      if (block.type === 'text') return h('pre', { class: 'tool-text' }, block.text);
      return null;
    });
    const confirm = status === 'pending-confirmation' ? h('div', { class: 'confirm' },
      h('span', {}, plain(call.confirmationTitle) || 'Allow this?'),
      h('button', { class: 'approve', onclick: () => this.confirm(turn.id, call.toolCallId, true) }, 'Approve'),
      h('button', { class: 'deny', onclick: () => this.confirm(turn.id, call.toolCallId, false) }, 'Deny')) : null;
    const error = call.error?.message ? h('div', { class: 'turn-error' }, call.error.message) : null;
    const unwatched = unwatchedCommand(call) ? h('div', { class: 'unwatched' },
      'The agent ran this command in its own process, where nobody can watch it. Turn enableCustomTerminalTool on'
        + ' (and, for Gemini CLI, trust the folder) and open a new session to see its commands in terminals'
        + ' (docs/agents.md).') : null;
    return h('div', { class: 'tool-call', 'data-tool-call': call.toolCallId, 'data-status': status },
      header, confirm, content, error, unwatched);
  }

  inlineTerminal(block) {
    let pane = this.terminals.get(block.resource);
    if (!pane) {
      pane = new TerminalPane(this.connection, block.resource, { interactive: false, rows: 10 });
      this.terminals.set(block.resource, pane);
      pane.open();
    }
    const exit = block.result?.exitCode;
    return h('div', { class: 'inline-terminal' },
      h('div', { class: 'inline-terminal-head' },
        h('a', { href: terminalHref(block.resource) }, block.title || 'Terminal'),
        exit === undefined ? null : h('span', { class: 'exit-code' }, 'exit code ' + exit)),
      pane.element);
  }

  renderBackground(row) {
    const stoppable = row._meta?.['vscode.stopBackgroundWork'] === true;
    return h('div', { class: 'background-row', 'data-background': row.id },
      h('span', { class: 'label' }, row.label ?? row.command ?? row.id),
      row.terminal ? h('a', { href: terminalHref(row.terminal) }, 'watch') : null,
      stoppable ? h('button', { class: 'stop', onclick: () => this.stopBackground(row.id) }, 'Stop') : null);
  }

  send(event) {
    event.preventDefault();
    const text = this.input.value.trim();
    if (!text) return;
    this.input.value = '';
    this.connection.dispatch(this.uri, {
      type: 'chat/turnStarted', turnId: newId(), startedAt: new Date().toISOString(),
      message: { text, origin: { kind: 'user' } },
    });
  }

  confirm(turnId, toolCallId, approved) {
    this.connection.dispatch(this.uri, { type: 'chat/toolCallConfirmed', turnId, toolCallId, approved });
  }

  cancel(turnId) {
    this.connection.dispatch(this.uri, { type: 'chat/turnCancelled', turnId });
  }

  async stopBackground(id) {
    try {
      await this.connection.request('vscode/stopBackgroundWork', { channel: this.uri, id });
    } catch (error) {
      this.showError('The daemon refused to stop it: ' + error.message);
    }
  }

  dispose() {
    this.stop?.();
    this.connection.notify('unsubscribe', { channel: this.uri });
    for (const pane of this.terminals.values()) pane.dispose();
  }
}

function statusText(call) {
  switch (call.status) {
    case 'completed':
      return plain(call.pastTenseMessage) || (call.success ? 'done' : 'failed');
    case 'cancelled':
      return 'cancelled';
    case 'pending-confirmation':
      return 'waiting for your approval';
    case 'running':
      return 'running';
    default:
      return call.status ?? '';
  }
}

// Whether a call is a command the agent ran where nobody could watch it: a finished call of kind
// execute (ACP's kind for a command) that names no terminal.
function unwatchedCommand(call) {
  return call.toolName === 'execute' && call.status === 'completed'
    && !(call.content ?? []).some((block) => block.type === 'terminal');
}

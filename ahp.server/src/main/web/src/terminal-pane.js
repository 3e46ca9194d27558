// A terminal of the daemon in xterm.js: its scrollback, then its live output. A full pane takes
// input (xterm.js wraps a paste in bracketed-paste marks when the program asked for them) and follows
// the window's size; an inline one (a tool call's) only shows. What the daemon refuses is shown.
import { Terminal } from '@xterm/xterm';
import { FitAddon } from '@xterm/addon-fit';
import { h } from './dom.js';

const THEME = { background: '#1e1e1e', foreground: '#d4d4d4', cursor: '#d4d4d4' };

/** The text a terminal's content parts hold, as the protocol rebuilds the raw stream. */
function contentText(content) {
  return (content ?? []).map((part) => (part.type === 'command' ? part.output : part.value) ?? '').join('');
}

function exitCodeOf(state) {
  return state.lifecycle?.exitCode ?? state.exitCode;
}

export class TerminalPane {
  /**
   * @param connection the AHP connection
   * @param uri the terminal's URI
   * @param options {interactive: whether it takes input and follows its element's size, rows: an inline
   *     pane's height}
   */
  constructor(connection, uri, { interactive = true, rows = 12 } = {}) {
    this.connection = connection;
    this.uri = uri;
    this.interactive = interactive;
    this.inlineRows = rows;
    this.status = h('div', { class: 'terminal-status', role: 'status' });
    this.screen = h('div', { class: interactive ? 'terminal-screen' : 'terminal-screen inline' });
    this.element = h('div', { class: 'terminal-pane', 'data-terminal': uri }, this.screen, this.status);
    this.disposers = [];
    this.exited = false;
  }

  /** Subscribes and shows the terminal; resolves once its snapshot is on the screen. */
  async open() {
    const early = [];
    let snapshotSeq = null;
    this.disposers.push(this.connection.onChannel(this.uri, (envelope) => {
      if (snapshotSeq === null) early.push(envelope);
      else if (envelope.serverSeq > snapshotSeq) this.apply(envelope);
    }));
    let result;
    try {
      result = await this.connection.request('subscribe', { channel: this.uri });
    } catch (error) {
      this.dispose();
      this.element.replaceChildren(h('div', { class: 'message error', role: 'alert' },
        'The daemon refused this terminal: ' + error.message));
      return false;
    }
    const snapshot = result?.snapshot;
    if (!snapshot) {
      this.element.replaceChildren(h('div', { class: 'message error', role: 'alert' }, 'No such terminal: ' + this.uri));
      return false;
    }
    const state = snapshot.state;
    this.isPty = state.isPty !== false;
    this.term = new Terminal({
      convertEol: !this.isPty,
      cursorBlink: this.interactive,
      disableStdin: !this.interactive,
      fontFamily: '"DejaVu Sans Mono", "Liberation Mono", monospace',
      fontSize: 14,
      scrollback: 10_000,
      theme: THEME,
      cols: state.cols ?? 80,
      rows: this.interactive ? state.rows ?? 24 : this.inlineRows,
    });
    this.term.open(this.screen);
    // The scrollback holds the queries programs sent then (vim asks for the colours, the terminal's
    // version, its modes); xterm.js answers them as it reads, and those answers are not typed now.
    this.replaying = true;
    this.term.write(contentText(state.content), () => { this.replaying = false; });
    this.title = state.title;
    if (this.interactive) {
      this.fit = new FitAddon();
      this.term.loadAddon(this.fit);
      this.term.onData((data) => this.input(data));
      const observer = new ResizeObserver(() => this.resize());
      observer.observe(this.screen);
      this.disposers.push(() => observer.disconnect());
      this.resize();
      if (!this.isPty) {
        this.note('This shell runs on pipes: it reads whole lines, and Ctrl-C interrupts it.');
      }
    }
    if (state.lifecycle?.status === 'exited' || state.exitCode !== undefined) {
      this.showExit(exitCodeOf(state));
    }
    snapshotSeq = snapshot.fromSeq;
    for (const envelope of early) if (envelope.serverSeq > snapshotSeq) this.apply(envelope);
    if (this.interactive) this.term.focus();
    return true;
  }

  apply(envelope) {
    if (this.connection.refusedOwn(envelope)) {
      this.error('The daemon refused ' + envelope.action.type + ': ' + envelope.rejectionReason);
      return;
    }
    if (envelope.rejectionReason !== undefined) return;
    const action = envelope.action;
    switch (action.type) {
      case 'terminal/data':
        this.term.write(action.data);
        break;
      case 'terminal/exited':
        this.showExit(action.exitCode);
        break;
      case 'terminal/cleared':
        this.term.clear();
        break;
      case 'terminal/titleChanged':
        this.title = action.title;
        break;
      default:
        break;
    }
  }

  input(data) {
    if (this.exited || this.replaying) return;
    if (this.isPty) {
      this.connection.dispatch(this.uri, { type: 'terminal/input', data });
    } else {
      this.lineInput(data);
    }
  }

  /**
   * A shell on pipes reads whole lines and echoes nothing, so the page edits the line as a terminal
   * in line mode would: it echoes what is typed, takes back a character with Backspace, and sends
   * the line with Enter; Ctrl-C goes at once (the daemon turns it into SIGINT) and drops the line.
   */
  lineInput(data) {
    this.line ??= '';
    for (const char of data) {
      if (char === '\r' || char === '\n') {
        this.term.write('\r\n');
        this.connection.dispatch(this.uri, { type: 'terminal/input', data: this.line + '\n' });
        this.line = '';
      } else if (char === '\x7f' || char === '\b') {
        if (this.line.length > 0) {
          this.line = [...this.line].slice(0, -1).join('');
          this.term.write('\b \b');
        }
      } else if (char === '\x03') {
        this.term.write('^C\r\n');
        this.line = '';
        this.connection.dispatch(this.uri, { type: 'terminal/input', data: char });
      } else if (char >= ' ') {
        this.line += char;
        this.term.write(char);
      }
    }
  }

  resize() {
    if (!this.fit || this.exited || !this.screen.isConnected) return;
    const before = [this.term.cols, this.term.rows];
    this.fit.fit();
    if (this.sentSize && before[0] === this.term.cols && before[1] === this.term.rows) return;
    this.sentSize = true;
    this.connection.dispatch(this.uri, { type: 'terminal/resized', cols: this.term.cols, rows: this.term.rows });
  }

  showExit(code) {
    this.exited = true;
    this.status.className = 'terminal-status exited';
    this.status.textContent = code === undefined ? 'The terminal exited' : 'The terminal exited with code ' + code;
  }

  note(text) {
    this.status.className = 'terminal-status';
    this.status.textContent = text;
  }

  error(text) {
    this.status.className = 'terminal-status error';
    this.status.setAttribute('role', 'alert');
    this.status.textContent = text;
  }

  /** Unsubscribes and frees the emulator. */
  dispose() {
    for (const dispose of this.disposers.splice(0)) dispose();
    if (this.term) {
      this.connection.notify('unsubscribe', { channel: this.uri });
      this.term.dispose();
      this.term = null;
    }
  }
}

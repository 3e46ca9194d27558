// A session: its title and folders, its chats as tabs, and the chat chosen below.
import { h, replace } from './dom.js';
import { ChatPane } from './chat-pane.js';

export class SessionView {
  constructor(connection, uri, showError) {
    this.connection = connection;
    this.uri = uri;
    this.showError = showError;
    this.header = h('div', { class: 'session-head' });
    this.tabs = h('div', { class: 'chat-tabs' });
    this.body = h('div', { class: 'chat-body' });
    this.element = h('div', { class: 'session' }, this.header, this.tabs, this.body);
    this.chat = null;
  }

  async open() {
    this.stop = this.connection.onChannel(this.uri, () => this.load());
    await this.load();
  }

  async load() {
    let result;
    try {
      result = await this.connection.request('subscribe', { channel: this.uri });
    } catch (error) {
      replace(this.body, h('div', { class: 'message error', role: 'alert' },
        'The daemon refused this session: ' + error.message));
      return;
    }
    const state = result?.snapshot?.state;
    if (!state) return;
    replace(this.header, h('h2', {}, state.title || '(untitled session)'),
      h('div', { class: 'folders' }, (state.workingDirectories ?? []).join(', ')));
    const chats = state.chats ?? [];
    const chosen = this.chat?.uri ?? state.defaultChat ?? chats[0]?.resource;
    replace(this.tabs, chats.map((chat) => h('button', {
      class: 'chat-tab' + (chat.resource === chosen ? ' chosen' : ''),
      'data-chat': chat.resource,
      onclick: () => this.choose(chat.resource),
    }, chat.title || 'Chat')));
    if (chosen && this.chat?.uri !== chosen) await this.choose(chosen);
  }

  async choose(uri) {
    if (this.chat?.uri === uri) return;
    this.chat?.dispose();
    this.chat = new ChatPane(this.connection, uri, this.showError);
    replace(this.body, this.chat.element);
    for (const tab of this.tabs.children) tab.classList.toggle('chosen', tab.dataset.chat === uri);
    await this.chat.open();
  }

  dispose() {
    this.stop?.();
    this.chat?.dispose();
    this.connection.notify('unsubscribe', { channel: this.uri });
  }
}

// The web client's entry: sign-in, one AHP connection per tab, and the views by the address's hash
// (#/ the root list, #/terminal/<uri>, #/session/<uri>). The token is typed into a password field
// and kept in this tab's sessionStorage only: never in a URL, a cookie or localStorage.
import { Connection } from './connection.js';
import { h, replace } from './dom.js';
import { HomeView } from './home-view.js';
import { SessionView } from './session-view.js';
import { TerminalPane } from './terminal-pane.js';

const TOKEN_KEY = 'ahp.token';

// The daemon's Content-Security-Policy allows style elements only with this page's nonce; xterm.js
// writes its own, so each style element made here carries it.
const styleNonce = document.currentScript?.nonce ?? '';
const createElement = Document.prototype.createElement;
Document.prototype.createElement = function createWithNonce(tag, options) {
  const element = createElement.call(this, tag, options);
  if (String(tag).toLowerCase() === 'style' && styleNonce) element.nonce = styleNonce;
  return element;
};

const app = document.getElementById('app');
const bar = h('div', { id: 'message', class: 'message', role: 'alert', hidden: true });
let connection = null;
let view = null;

function showError(text) {
  bar.textContent = text;
  bar.hidden = false;
}

function clearError() {
  bar.hidden = true;
  bar.textContent = '';
}

function signInForm(reason) {
  const token = h('input', { id: 'token', type: 'password', autocomplete: 'off', required: true, autofocus: true });
  const form = h('form', { id: 'sign-in', class: 'sign-in' },
    h('h1', {}, 'ahpd'),
    h('label', { for: 'token' }, 'Token'),
    token,
    h('button', { type: 'submit' }, 'Sign in'),
    h('p', { class: 'hint' }, 'The owner token is in ~/.local/state/ahpd/owner-token on the daemon\'s machine.'),
    reason ? h('p', { class: 'error', role: 'alert' }, reason) : null,
    sessionStorage.getItem(TOKEN_KEY) ? h('button', {
      id: 'connect-again', type: 'button', onclick: () => signIn(sessionStorage.getItem(TOKEN_KEY)),
    }, 'Connect again with the same token') : null);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    signIn(token.value);
  });
  replace(app, form);
  token.focus();
}

async function signIn(token) {
  replace(app, h('p', { class: 'connecting' }, 'Signing in…'));
  try {
    connection = await Connection.open(token);
  } catch (error) {
    sessionStorage.removeItem(TOKEN_KEY);
    signInForm(error.message);
    return;
  }
  sessionStorage.setItem(TOKEN_KEY, token);
  connection.onClose((event) => {
    view?.dispose();
    view = null;
    connection = null;
    signInForm('The connection to the daemon closed' + (event.reason ? ': ' + event.reason : '') + '. Sign in again.');
  });
  route();
}

function signOut() {
  sessionStorage.removeItem(TOKEN_KEY);
  const closing = connection;
  connection = null;
  view?.dispose();
  view = null;
  closing?.close();
  signInForm();
}

function route() {
  if (!connection) return;
  view?.dispose();
  clearError();
  const hash = location.hash;
  const nav = h('nav', {},
    h('a', { href: '#/', class: 'home-link' }, 'ahpd'),
    h('span', { class: 'crumb' }),
    h('button', { id: 'sign-out', onclick: signOut }, 'Sign out'));
  const main = h('main', {});
  replace(app, nav, bar, main);
  if (hash.startsWith('#/terminal/')) {
    const uri = decodeURIComponent(hash.slice('#/terminal/'.length));
    nav.querySelector('.crumb').textContent = 'Terminal ' + uri;
    view = new TerminalPane(connection, uri, { interactive: true });
    main.classList.add('full');
    replace(main, view.element);
    view.open();
  } else if (hash.startsWith('#/session/')) {
    const uri = decodeURIComponent(hash.slice('#/session/'.length));
    nav.querySelector('.crumb').textContent = 'Session ' + uri;
    view = new SessionView(connection, uri, showError);
    replace(main, view.element);
    view.open();
  } else {
    view = new HomeView(connection, showError);
    replace(main, view.element);
  }
}

window.addEventListener('hashchange', route);
const kept = sessionStorage.getItem(TOKEN_KEY);
if (kept) signIn(kept);
else signInForm();

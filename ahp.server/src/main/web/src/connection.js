// One AHP connection over the daemon's WebSocket, as any client has it: JSON-RPC requests and
// notifications, the handshake, numbered dispatches, and action envelopes handed to whoever listens
// on their channel. The token goes in the Sec-WebSocket-Protocol header (a browser can set no other
// on a WebSocket), never in the URL.

export const ROOT = 'ahp-root://';
const PROTOCOL_VERSION = '0.9.0';
const KEEP_ALIVE_MS = 30_000;

/** A JSON-RPC error the daemon answered. */
export class RpcError extends Error {
  constructor(error) {
    super(error.message ?? 'error ' + error.code);
    this.code = error.code;
    this.data = error.data;
  }
}

function bearerProtocol(token) {
  const bytes = new TextEncoder().encode(token);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return 'ahp.bearer.' + btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export class Connection {
  constructor(socket) {
    this.socket = socket;
    this.nextId = 1;
    this.clientSeq = 0;
    this.clientId = 'ahp-web-' + crypto.randomUUID();
    this.pending = new Map();
    this.channelListeners = new Map();
    this.notificationListeners = new Map();
    this.closeListeners = [];
    socket.addEventListener('message', (event) => this.receive(event.data));
    socket.addEventListener('close', (event) => {
      clearInterval(this.keepAlive);
      for (const { reject } of this.pending.values()) reject(new Error('the connection closed'));
      this.pending.clear();
      for (const listener of this.closeListeners) listener(event);
    });
  }

  /** Opens a connection signed in with {@code token} and completes the handshake. */
  static async open(token) {
    const url = (location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/';
    const socket = new WebSocket(url, ['ahp', bearerProtocol(token)]);
    await new Promise((resolve, reject) => {
      socket.addEventListener('open', resolve, { once: true });
      socket.addEventListener('close', () => reject(new Error(
        'The daemon refused the sign-in: check the token (or the daemon is not running)')), { once: true });
    });
    const connection = new Connection(socket);
    connection.handshake = await connection.request('initialize', {
      channel: ROOT,
      clientId: connection.clientId,
      protocolVersions: [PROTOCOL_VERSION],
      clientInfo: { name: 'ahp-web' },
      initialSubscriptions: [ROOT],
    });
    // The root list, kept live for every view.
    connection.terminals = connection.snapshot(ROOT)?.state?.terminals ?? [];
    connection.onChannel(ROOT, (envelope) => {
      if (envelope.action.type === 'root/terminalsChanged' && envelope.rejectionReason === undefined) {
        connection.terminals = envelope.action.terminals ?? [];
      }
    });
    connection.keepAlive = setInterval(() => connection.request('ping', { channel: ROOT }).catch(() => {}),
      KEEP_ALIVE_MS);
    return connection;
  }

  /** The snapshot the handshake gave for {@code channel}. */
  snapshot(channel) {
    return (this.handshake.snapshots ?? []).find((snapshot) => snapshot.resource === channel);
  }

  request(method, params) {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      if (this.socket.readyState !== WebSocket.OPEN) {
        reject(new Error('the connection is closed'));
        return;
      }
      this.pending.set(id, { resolve, reject });
      this.socket.send(JSON.stringify({ jsonrpc: '2.0', id, method, params }));
    });
  }

  notify(method, params) {
    if (this.socket.readyState === WebSocket.OPEN) {
      this.socket.send(JSON.stringify({ jsonrpc: '2.0', method, params }));
    }
  }

  /** Dispatches {@code action} on {@code channel}; returns its client sequence number. */
  dispatch(channel, action) {
    const clientSeq = ++this.clientSeq;
    this.notify('dispatchAction', { channel, clientSeq, action });
    return clientSeq;
  }

  /** Calls {@code listener(envelope)} for every action envelope on {@code channel}; returns how to stop. */
  onChannel(channel, listener) {
    if (!this.channelListeners.has(channel)) this.channelListeners.set(channel, new Set());
    this.channelListeners.get(channel).add(listener);
    return () => this.channelListeners.get(channel)?.delete(listener);
  }

  /** Calls {@code listener(params)} for every notification {@code method} other than actions. */
  onNotification(method, listener) {
    if (!this.notificationListeners.has(method)) this.notificationListeners.set(method, new Set());
    this.notificationListeners.get(method).add(listener);
    return () => this.notificationListeners.get(method)?.delete(listener);
  }

  onClose(listener) {
    this.closeListeners.push(listener);
  }

  /** Whether {@code envelope} is this connection's own action, refused. */
  refusedOwn(envelope) {
    return envelope.rejectionReason !== undefined && envelope.origin?.clientId === this.clientId;
  }

  close() {
    this.socket.close(1000, 'signed out');
  }

  receive(text) {
    let message;
    try {
      message = JSON.parse(text);
    } catch {
      return;
    }
    if (message.id !== undefined && message.method === undefined) {
      const waiting = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (!waiting) return;
      if (message.error) waiting.reject(new RpcError(message.error));
      else waiting.resolve(message.result);
      return;
    }
    if (message.method === 'action') {
      const envelope = message.params;
      for (const listener of this.channelListeners.get(envelope.channel) ?? []) listener(envelope);
      return;
    }
    for (const listener of this.notificationListeners.get(message.method) ?? []) listener(message.params);
  }
}

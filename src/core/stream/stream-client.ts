import type ReconnectingWebSocket from 'reconnecting-websocket';
import {
  CHANNEL_POOL_DISPOSE_DELAY_MS,
  WS_CONNECTION_TIMEOUT_MS,
  WS_MAX_RECONNECT_DELAY_MS,
  WS_MIN_RECONNECT_DELAY_MS,
  WS_MIN_UPTIME_MS,
  WS_RECONNECT_GROWTH,
} from '@/core/constants';
import { CaptureQueue } from './capture-queue';
import { Emitter } from './emitter';

export type StreamState = 'initializing' | 'connected' | 'reconnecting';

/** Options of reconnecting-websocket from the constants of spec section 9. */
export const RECONNECT_OPTIONS = {
  minReconnectionDelay: WS_MIN_RECONNECT_DELAY_MS,
  maxReconnectionDelay: WS_MAX_RECONNECT_DELAY_MS,
  reconnectionDelayGrowFactor: WS_RECONNECT_GROWTH,
  connectionTimeout: WS_CONNECTION_TIMEOUT_MS,
  minUptime: WS_MIN_UPTIME_MS,
} as const;

export interface ChannelConnection {
  readonly id: string;
  readonly channel: string;
  on(type: string, fn: (body: unknown) => void): () => void;
  /**
   * Calls `fn(true)` now if the server has been asked for the channel on an open socket, and
   * `fn(false)` each time it is asked anew (the socket's first opening, a reconnect). Data read
   * before that moment may miss events.
   */
  onLive(fn: (already: boolean) => void): () => void;
  send(type: string, body?: unknown): void;
  dispose(): void;
}

interface ConnectionRecord {
  id: string;
  channel: string;
  params: Record<string, unknown>;
  events: Emitter<Record<string, unknown>>;
  /** Asked for on the current socket. */
  live: boolean;
  liveListeners: Set<() => void>;
  users: number;
  shared: boolean;
  disposeTimer: ReturnType<typeof setTimeout> | null;
}

type StreamEvents = {
  state: StreamState;
  /** After the socket came back: every channel has been re-established; views fetch what they missed. */
  reconnected: undefined;
  /** The socket closed after having been connected. */
  disconnected: undefined;
  noteUpdated: { id: string; type: string; body: unknown };
};

export interface StreamOptions {
  origin: string;
  token: string | null;
  WebSocket?: unknown;
  /** Delay before a shared channel with no users is closed. */
  disposeDelayMs?: number;
  /**
   * The reconnecting socket's class. Left out, it is loaded on its own (it is not needed before
   * the first note: the stream connects after the start has what it shows first).
   */
  Socket?: typeof ReconnectingWebSocket;
}

/** How long a failed load of the socket's code waits before trying again. */
const SOCKET_LOAD_RETRY_MS = WS_MAX_RECONNECT_DELAY_MS;

let idCounter = 0;
const nextId = () => `c${(++idCounter).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export function streamUrl(origin: string, token: string | null, now = Date.now()): string {
  const ws = origin.replace(/^http/, 'ws').replace(/\/+$/, '');
  const query = new URLSearchParams();
  if (token) query.set('i', token);
  query.set('_t', String(now));
  return `${ws}/streaming?${query.toString()}`;
}

/**
 * One stream per signed-in account (or visitor): a reconnecting WebSocket multiplexing channels.
 * Shared channels are pooled and closed 3 s after their last user; every channel and captured
 * note is re-established after a reconnect.
 */
export class StreamClient {
  readonly events = new Emitter<StreamEvents>();
  private socket: ReconnectingWebSocket | null = null;
  private connections = new Map<string, ConnectionRecord>();
  private sharedByChannel = new Map<string, ConnectionRecord>();
  private capturedNotes = new Map<string, number>();
  private captures = new CaptureQueue((type, id) => this.sendRaw(type, { id }));
  private everConnected = false;
  private currentState: StreamState = 'initializing';
  private readonly disposeDelay: number;
  private closed = false;

  constructor(opts: StreamOptions) {
    this.disposeDelay = opts.disposeDelayMs ?? CHANNEL_POOL_DISPOSE_DELAY_MS;
    if (opts.Socket) this.open(opts.Socket, opts);
    else this.load(opts);
  }

  private load(opts: StreamOptions) {
    import('reconnecting-websocket').then(
      (m) => {
        if (!this.closed) this.open(m.default, opts);
      },
      () => {
        // The code could not be fetched (offline, a new deployment): try again, as a socket would.
        if (!this.closed) setTimeout(() => this.load(opts), SOCKET_LOAD_RETRY_MS);
      },
    );
  }

  private open(Socket: typeof ReconnectingWebSocket, opts: StreamOptions) {
    const socket = new Socket(() => streamUrl(opts.origin, opts.token), [], {
      ...RECONNECT_OPTIONS,
      ...(opts.WebSocket ? { WebSocket: opts.WebSocket } : {}),
    });
    socket.addEventListener('open', () => this.onOpen());
    socket.addEventListener('close', () => this.onClose());
    socket.addEventListener('message', (ev) => this.onMessage(ev.data));
    this.socket = socket;
  }

  get state(): StreamState {
    return this.currentState;
  }

  private setState(state: StreamState) {
    if (state === this.currentState) return;
    this.currentState = state;
    this.events.emit('state', state);
  }

  private sendRaw(type: string, body: unknown) {
    if (this.socket?.readyState !== 1) return; // re-sent on (re)open
    this.socket.send(JSON.stringify({ type, body }));
  }

  private onOpen() {
    const isReconnect = this.everConnected;
    this.everConnected = true;
    const records = [...this.connections.values()];
    for (const c of records) this.connectRecord(c);
    this.captures.clear();
    for (const noteId of this.capturedNotes.keys()) this.sendRaw(isReconnect ? 'sr' : 's', { id: noteId });
    this.setState('connected');
    for (const c of records) for (const fn of [...c.liveListeners]) fn();
    if (isReconnect) this.events.emit('reconnected', undefined);
  }

  private connectRecord(c: ConnectionRecord) {
    if (this.socket?.readyState !== 1) return;
    this.sendRaw('connect', { channel: c.channel, id: c.id, params: c.params, pong: true });
    c.live = true;
  }

  private onClose() {
    for (const c of this.connections.values()) c.live = false;
    if (this.closed) return;
    if (this.currentState === 'connected') this.events.emit('disconnected', undefined);
    this.setState(this.everConnected ? 'reconnecting' : 'initializing');
  }

  private onMessage(data: unknown) {
    if (typeof data !== 'string') return;
    let msg: { type?: unknown; body?: { id?: unknown; type?: unknown; body?: unknown } };
    try {
      msg = JSON.parse(data);
    } catch {
      return;
    }
    const body = msg.body;
    if (!body || typeof body.id !== 'string' || typeof body.type !== 'string') return;
    if (msg.type === 'channel') this.connections.get(body.id)?.events.emit(body.type, body.body);
    else if (msg.type === 'noteUpdated') this.events.emit('noteUpdated', { id: body.id, type: body.type, body: body.body });
  }

  /**
   * Uses a channel. Channels without params (main, the timelines) are shared: every user gets the
   * same server connection, closed 3 s after the last one leaves.
   */
  useChannel(channel: string, params: Record<string, unknown> = {}, opts: { shared?: boolean } = {}): ChannelConnection {
    const shared = opts.shared ?? Object.keys(params).length === 0;
    let record = shared ? this.sharedByChannel.get(channel) : undefined;
    if (record) {
      record.users++;
      if (record.disposeTimer) {
        clearTimeout(record.disposeTimer);
        record.disposeTimer = null;
      }
    } else {
      record = { id: nextId(), channel, params, events: new Emitter(), live: false, liveListeners: new Set(), users: 1, shared, disposeTimer: null };
      this.connections.set(record.id, record);
      if (shared) this.sharedByChannel.set(channel, record);
      this.connectRecord(record);
    }
    const rec = record;
    const offs: Array<() => void> = [];
    let disposed = false;
    return {
      id: rec.id,
      channel,
      on: (type, fn) => {
        const off = rec.events.on(type, fn);
        offs.push(off);
        return off;
      },
      onLive: (fn) => {
        const listener = () => fn(false);
        rec.liveListeners.add(listener);
        const off = () => void rec.liveListeners.delete(listener);
        offs.push(off);
        if (rec.live) fn(true);
        return off;
      },
      send: (type, body) => this.sendRaw('ch', { id: rec.id, type, body }),
      dispose: () => {
        if (disposed) return;
        disposed = true;
        for (const off of offs) off();
        this.release(rec);
      },
    };
  }

  private release(rec: ConnectionRecord) {
    rec.users--;
    if (rec.users > 0) return;
    const close = () => {
      this.connections.delete(rec.id);
      if (this.sharedByChannel.get(rec.channel) === rec) this.sharedByChannel.delete(rec.channel);
      this.sendRaw('disconnect', { id: rec.id });
    };
    if (rec.shared) rec.disposeTimer = setTimeout(close, this.disposeDelay);
    else close();
  }

  /**
   * Note capture: `noteUpdated` events for this note while at least one view holds it. The messages
   * go out when the page is idle (CaptureQueue).
   */
  captureNote(noteId: string): () => void {
    const count = this.capturedNotes.get(noteId) ?? 0;
    this.capturedNotes.set(noteId, count + 1);
    if (count === 0) this.captures.add(noteId);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const c = (this.capturedNotes.get(noteId) ?? 1) - 1;
      if (c > 0) this.capturedNotes.set(noteId, c);
      else {
        this.capturedNotes.delete(noteId);
        this.captures.remove(noteId);
      }
    };
  }

  /** Open channel connections (for tests and diagnostics). */
  openChannels(): string[] {
    return [...this.connections.values()].map((c) => c.channel);
  }

  /** Drops the socket now; it reconnects by itself (used by tests). */
  reconnect(): void {
    this.socket?.reconnect();
  }

  close(): void {
    this.closed = true;
    this.socket?.close();
    this.events.clear();
  }
}

import { expect, vi } from 'vitest';
/** A WebSocket stand-in for tests: records what the client sends and lets the test open, close and push. */
export class FakeWebSocket {
  static instances: FakeWebSocket[] = [];
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSING = 2;
  static CLOSED = 3;
  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSING = 2;
  readonly CLOSED = 3;
  readyState = 0;
  sent: Array<{ type: string; body: Record<string, unknown> }> = [];
  binaryType = 'blob';
  bufferedAmount = 0;
  extensions = '';
  protocol = '';
  onopen: ((ev: unknown) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }

  static latest(): FakeWebSocket {
    const ws = FakeWebSocket.instances[FakeWebSocket.instances.length - 1];
    if (!ws) throw new Error('no socket');
    return ws;
  }

  static reset() {
    FakeWebSocket.instances = [];
  }

  send(data: string) {
    this.sent.push(JSON.parse(data));
  }

  close(code = 1000, reason = '') {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.dispatch('close', { code, reason, wasClean: true });
  }

  private listeners = new Map<string, Set<(ev: unknown) => void>>();

  addEventListener(type: string, fn: (ev: unknown) => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(fn);
  }

  removeEventListener(type: string, fn: (ev: unknown) => void) {
    this.listeners.get(type)?.delete(fn);
  }

  private dispatch(type: 'open' | 'close' | 'message' | 'error', ev: unknown) {
    for (const fn of this.listeners.get(type) ?? []) fn(ev);
    const handler = this[`on${type}` as const];
    handler?.(ev);
  }

  // Test controls
  open() {
    this.readyState = 1;
    this.dispatch('open', {});
  }

  drop() {
    this.readyState = 3;
    this.dispatch('close', { code: 1006, reason: 'dropped', wasClean: false });
  }

  push(msg: unknown) {
    this.dispatch('message', { data: JSON.stringify(msg) });
  }
}

/**
 * Drops the open socket, runs `meanwhile` (what happens while it is down), then opens the socket
 * reconnecting-websocket makes next.
 */
export async function dropThenReopen(meanwhile: () => void = () => undefined): Promise<void> {
  const first = FakeWebSocket.latest();
  first.drop();
  meanwhile();
  await vi.waitFor(() => expect(FakeWebSocket.latest()).not.toBe(first), { timeout: 3000 });
  FakeWebSocket.latest().open();
}

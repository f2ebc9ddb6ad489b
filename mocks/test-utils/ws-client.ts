/** A test WebSocket client that records frames and waits for one matching a predicate. */
import { WebSocket } from 'ws';

export interface Frame {
  type: string;
  body: { id?: string; type?: string; body?: unknown } & Record<string, unknown>;
}

export interface TestSocket {
  frames: Frame[];
  send(type: string, body: unknown): void;
  waitFor(match: (f: Frame) => boolean, timeoutMs?: number): Promise<Frame>;
  close(): void;
  /** Resolves when the connection closed (from either side). */
  closed: Promise<void>;
}

export function openSocket(url: string): Promise<TestSocket> {
  const ws = new WebSocket(url);
  const frames: Frame[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    const text = data.toString();
    if (text.startsWith('{')) frames.push(JSON.parse(text) as Frame);
    for (const w of [...waiters]) w();
  });
  const socket: TestSocket = {
    frames,
    send: (type, body) => ws.send(JSON.stringify({ type, body })),
    waitFor(match, timeoutMs = 3000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const hit = frames.find(match);
          if (!hit) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(hit);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching frame; got ${JSON.stringify(frames.map((f) => [f.type, f.body.type]))}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => ws.close(),
    closed: new Promise<void>((resolve) => ws.once('close', () => resolve())),
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(socket));
    ws.once('error', reject);
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
  });
}

/** Connects a channel and waits until the server acknowledged it. */
export async function connectChannel(socket: TestSocket, channel: string, id: string, params: Record<string, unknown> = {}): Promise<void> {
  socket.send('connect', { channel, id, params, pong: true });
  await socket.waitFor((f) => f.type === 'connected' && f.body.id === id);
}

/** The /streaming WebSocket endpoint, for any node:http server (loopback server or Vite's). */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { MockInstance } from '../instance';
import { attachConnection } from './streaming/connection';

export interface StreamingHandler {
  /** Handles an upgrade for /streaming; returns false (and leaves the socket alone) for other paths. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  close(): Promise<void>;
}

export function createStreamingHandler(instance: MockInstance): StreamingHandler {
  const wss = new WebSocketServer({ noServer: true });

  return {
    handleUpgrade(req, socket, head) {
      const url = new URL(req.url ?? '/', 'http://mock.invalid');
      if (url.pathname !== '/streaming') return false;
      if ((instance.state.knobs.refuseStreamingUntil ?? 0) > Date.now()) {
        socket.write('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\n\r\n');
        socket.destroy();
        return true;
      }
      const user = instance.authenticate(url.searchParams.get('i'));
      if (user === 'invalid' || (user && user.isSuspended)) {
        socket.write(`HTTP/1.1 ${user === 'invalid' ? '401 Unauthorized' : '403 Forbidden'}\r\nConnection: close\r\n\r\n`);
        socket.destroy();
        return true;
      }
      const userId = user?.id ?? null;
      wss.handleUpgrade(req, socket, head, (ws) => attachConnection(instance, ws, userId));
      return true;
    },
    close() {
      for (const client of wss.clients) client.terminate();
      return new Promise((resolve) => wss.close(() => resolve()));
    },
  };
}

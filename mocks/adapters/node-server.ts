/** The mock instance as a loopback HTTP + WebSocket server (end-to-end tests, `npm run preview`). */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMockInstance, type MockInstance } from '../instance';
import { createHttpHandler } from './http-handler';
import { createStreamingHandler } from './ws-handler';

export interface MockServerOptions {
  /** 0 = any free port. */
  port: number;
  /** Loopback only: 127.0.0.1 (default), ::1 or localhost. */
  host?: string;
  /** Serve a built client (e.g. dist) with SPA fallback. */
  staticDir?: string;
  instance?: MockInstance;
  /** Run the activity simulator (default false). */
  simulate?: boolean;
}

export interface MockServer {
  url: string;
  close(): Promise<void>;
  instance: MockInstance;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

export async function startMockServer(opts: MockServerOptions): Promise<MockServer> {
  const host = opts.host ?? '127.0.0.1';
  if (!LOOPBACK.has(host)) throw new Error(`The mock server only listens on loopback, not ${host}`);
  const instance = opts.instance ?? createMockInstance();
  const http = createHttpHandler(instance, opts.staticDir ? { staticDir: opts.staticDir } : {});
  const streaming = createStreamingHandler(instance);

  const server = createServer((req, res) => {
    void http(req, res).then((handled) => {
      if (!handled) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Not found');
      }
    });
  });
  // Clients (browsers, Playwright's request API) keep idle connections for about 5 s, as long as Node's
  // default: a request sent as the server closes the socket fails with ECONNRESET. Keep them longer.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.on('upgrade', (req, socket, head) => {
    if (!streaming.handleUpgrade(req, socket, head)) socket.destroy();
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  instance.setOrigin(url);
  if (opts.simulate) instance.startSimulator();

  return {
    url,
    instance,
    async close() {
      instance.stopSimulator();
      await streaming.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Mounts the mock instance on the Vite dev server: /api, /__mock, media paths and the /streaming WebSocket. */
import type { AddressInfo } from 'node:net';
import type { Plugin } from 'vite';
import { createMockInstance } from '../instance';
import { createHttpHandler } from './http-handler';
import { createStreamingHandler } from './ws-handler';

export function mockInstancePlugin(): Plugin {
  return {
    name: 'mock-instance',
    apply: 'serve',
    configureServer(server) {
      const instance = createMockInstance();
      const http = createHttpHandler(instance);
      const streaming = createStreamingHandler(instance);
      const httpServer = server.httpServer;

      server.middlewares.use((req, res, next) => {
        http(req, res).then((handled) => {
          if (!handled) next();
        }, next);
      });

      if (httpServer) {
        const setOrigin = () => {
          const addr = httpServer.address() as AddressInfo | string | null;
          if (addr && typeof addr === 'object') {
            const host = addr.family === 'IPv6' || addr.address.includes(':') ? `[${addr.address}]` : addr.address;
            instance.setOrigin(`http://${host}:${addr.port}`);
          }
        };
        if (httpServer.listening) setOrigin();
        else httpServer.once('listening', setOrigin);
        // Only /streaming: Vite's own HMR socket is left alone.
        httpServer.on('upgrade', (req, socket, head) => {
          if (new URL(req.url ?? '/', 'http://mock.invalid').pathname === '/streaming') streaming.handleUpgrade(req, socket, head);
        });
        httpServer.once('close', () => {
          instance.stopSimulator();
          void streaming.close();
        });
      }

      const simulateMs = Number(process.env.MOCK_SIMULATE_MS);
      if (process.env.MOCK_SIMULATE !== '0') instance.startSimulator(Number.isFinite(simulateMs) && simulateMs >= 100 ? { intervalMs: simulateMs } : {});
      server.config.logger.info(`  mock instance: /api, /streaming and /__mock on the dev server (simulator ${instance.simulating ? 'on' : 'off'})`);
    },
  };
}

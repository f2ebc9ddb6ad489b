/** Serves bench/baseline/ (the bare comparison page) on its own loopback port. */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { freePort } from './mock-server';

const DIR = join(import.meta.dirname, '..', 'baseline');
const FILES: Record<string, [string, string]> = {
  '/': ['index.html', 'text/html; charset=utf-8'],
  '/baseline.js': ['baseline.js', 'text/javascript; charset=utf-8'],
  '/textarea': ['textarea.html', 'text/html; charset=utf-8'],
  '/scroll': ['scroll.html', 'text/html; charset=utf-8'],
  '/scroll.js': ['scroll.js', 'text/javascript; charset=utf-8'],
};

export async function startBaselineServer(startPort: number): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort(startPort);
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const file = FILES[path];
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    // Same caching as the app: the HTML revalidates, the script is cacheable (like /assets/*).
    res.writeHead(200, { 'Content-Type': file[1], 'Cache-Control': file[0].endsWith('.html') ? 'no-cache' : 'public, max-age=31536000, immutable' });
    res.end(readFileSync(join(DIR, file[0])));
  });
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', () => r()));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

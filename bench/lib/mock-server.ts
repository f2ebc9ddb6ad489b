/** Starts the mock instance (mocks/serve.ts) as a child process on a free loopback port. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

export interface MockHandle {
  url: string;
  control<T = unknown>(action: string, body?: Record<string, unknown>): Promise<T>;
  api<T = unknown>(endpoint: string, params: Record<string, unknown>, token: string): Promise<T>;
  token(username: string): Promise<string>;
  stop(): Promise<void>;
}

/** The first port from `start` that nothing listens on (127.0.0.1). */
export async function freePort(start: number): Promise<number> {
  for (let port = start; port < start + 200; port++) {
    const ok = await new Promise<boolean>((done) => {
      const s = createServer();
      s.once('error', () => done(false));
      s.listen(port, '127.0.0.1', () => s.close(() => done(true)));
    });
    if (ok) return port;
  }
  throw new Error(`no free port from ${start}`);
}

async function waitFor(url: string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      const res = await fetch(url, { method: 'POST' });
      if (res.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > until) throw new Error(`mock did not come up at ${url}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * Spawns the mock on `port` and resolves once that child says it listens; null when the child
 * exits first (another process took the port between freePort and the child's listen).
 */
async function spawnOn(distDir: string, port: number): Promise<ChildProcess | null> {
  const tsx = resolve('node_modules/.bin/tsx');
  const child = spawn(tsx, ['mocks/serve.ts', '--port', String(port), '--static', distDir, '--no-simulate'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  // Its own line, not an answer on the port: a port taken by another bench's mock would answer too.
  const up = await new Promise<boolean>((done) => {
    let out = '';
    const timer = setTimeout(() => done(false), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes(`listening on ${url}`)) {
        clearTimeout(timer);
        done(true);
      }
    });
    child.once('exit', () => {
      clearTimeout(timer);
      done(false);
    });
  });
  child.stdout?.resume(); // keep draining its output
  if (up) return child;
  if (child.exitCode === null) child.kill('SIGKILL');
  return null;
}

export async function startMock(distDir: string, startPort: number): Promise<MockHandle> {
  let child: ChildProcess | null = null;
  let port = startPort;
  for (let attempt = 0; attempt < 5 && !child; attempt++) {
    port = await freePort(port + (attempt ? 1 : 0));
    child = await spawnOn(distDir, port);
  }
  if (!child) throw new Error(`the mock did not start on a port from ${startPort}`);
  const proc = child;
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/meta`, 60_000);
  const tokens = new Map<string, string>();

  async function control<T>(action: string, body: Record<string, unknown> = {}): Promise<T> {
    const res = await fetch(`${url}/__mock/${action}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`/__mock/${action}: HTTP ${res.status} ${await res.text()}`);
    return (res.status === 204 ? undefined : await res.json()) as T;
  }
  async function token(username: string): Promise<string> {
    if (!tokens.has(username)) {
      for (const t of await control<Array<{ username: string; token: string }>>('tokens')) tokens.set(t.username, t.token);
    }
    const t = tokens.get(username);
    if (!t) throw new Error(`no token for ${username}`);
    return t;
  }
  async function api<T>(endpoint: string, params: Record<string, unknown>, tok: string): Promise<T> {
    const res = await fetch(`${url}/api/${endpoint}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ...params, i: tok }) });
    if (!res.ok) throw new Error(`/api/${endpoint}: HTTP ${res.status} ${await res.text()}`);
    return (res.status === 204 ? undefined : await res.json()) as T;
  }
  async function stop(): Promise<void> {
    if (proc.exitCode !== null) return;
    const exited = new Promise<void>((r) => proc.once('exit', () => r()));
    proc.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
    if (proc.exitCode === null) proc.kill('SIGKILL');
  }
  return { url, control, api, token, stop };
}

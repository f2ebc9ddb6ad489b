/**
 * `npm run mock`: the mock instance as a standalone Misskey-compatible development server on loopback.
 * Run `npm run mock -- --help` for the options (mocks/cli-options.ts).
 */
import { resolve } from 'node:path';
import { HELP, parseServeArgs } from './cli-options';

const parsed = parseServeArgs(process.argv.slice(2), process.env);
if (parsed.kind === 'help') {
  console.log(HELP);
  process.exit(0);
}
if (parsed.kind === 'error') {
  console.error(`${parsed.message}\n\n${HELP}`);
  process.exit(2);
}
const opts = parsed.options;
// Loaded after the options are read, so --help answers at once.
const { startMockServer } = await import('./adapters/node-server');
const { createMockInstance } = await import('./instance');
const { SEED_TOKENS } = await import('./instance/seed');

const started = performance.now();
// A reset within a minute of the last seeding restores a copy of it (the end-to-end tests reset before each test).
const instance = createMockInstance({ reuseSeedForMs: 60_000, ...(opts.seedNotes !== undefined ? { seedNotes: opts.seedNotes } : {}) });
const seededMs = Math.round(performance.now() - started);
const server = await startMockServer({ port: opts.port, host: opts.host, instance, ...(opts.staticDir ? { staticDir: resolve(opts.staticDir) } : {}) });
if (opts.simulate) instance.startSimulator({ intervalMs: opts.simulateMs });
for (const f of opts.faults) await instance.control('fault', { endpoint: f.endpoint, mode: f.mode, ...(f.ms !== undefined ? { ms: f.ms } : {}) });

if (!opts.quiet) {
  const { users, notes } = { users: instance.state.users.size, notes: instance.state.notes.size };
  console.log(`Mock instance listening on ${server.url}${opts.staticDir ? ` (serving ${opts.staticDir})` : ''}`);
  console.log(`  seed: ${users} users, ${notes} notes (${seededMs} ms)  simulator: ${opts.simulate ? `on, a post every ~${opts.simulateMs} ms` : 'off'}${opts.faults.length ? `  faults: ${opts.faults.map((f) => `${f.endpoint}=${f.mode}`).join(', ')}` : ''}`);
  console.log(`  API ${server.url}/api/<endpoint>, streaming ${server.url.replace(/^http/, 'ws')}/streaming, control ${server.url}/__mock/<action>`);
  console.log(`  Sign in as alice (admin), bob (moderator), carol … with password "password" (alice's token: ${SEED_TOKENS.alice})`);
}

const stop = () => {
  void server.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

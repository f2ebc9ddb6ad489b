import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { HELP, parseFault, parseServeArgs } from './cli-options';

describe('npm run mock options', () => {
  it('defaults: port 4173 on 127.0.0.1, simulator every 5 s, default seed, no faults', () => {
    expect(parseServeArgs([])).toEqual({ kind: 'options', options: { port: 4173, host: '127.0.0.1', simulate: true, simulateMs: 5000, faults: [], quiet: false } });
  });

  it('reads every documented option, with "--x value" and "--x=value"', () => {
    const r = parseServeArgs(['--port', '4400', '--host=::1', '--static', 'dist', '--seed-notes=20000', '--simulate-ms', '800', '--fault', 'notes/create=500', '--fault=*=latency:300', '--quiet']);
    expect(r).toEqual({
      kind: 'options',
      options: {
        port: 4400,
        host: '::1',
        staticDir: 'dist',
        seedNotes: 20000,
        simulate: true,
        simulateMs: 800,
        faults: [{ endpoint: 'notes/create', mode: '500' }, { endpoint: '*', mode: 'latency', ms: 300 }],
        quiet: true,
      },
    });
    expect(parseServeArgs(['--no-simulate'])).toMatchObject({ options: { simulate: false } });
  });

  it('takes the environment (PORT, MOCK_SEED_NOTES, MOCK_SIMULATE, MOCK_SIMULATE_MS); flags win', () => {
    expect(parseServeArgs([], { PORT: '5000', MOCK_SEED_NOTES: '20000', MOCK_SIMULATE: '0', MOCK_SIMULATE_MS: '1000' })).toMatchObject({
      options: { port: 5000, seedNotes: 20000, simulate: false, simulateMs: 1000 },
    });
    expect(parseServeArgs(['--port', '6000'], { PORT: '5000' })).toMatchObject({ options: { port: 6000 } });
  });

  it('refuses what it does not understand, and non-loopback hosts', () => {
    expect(parseServeArgs(['--prot', '1'])).toEqual({ kind: 'error', message: 'unknown option --prot' });
    expect(parseServeArgs(['--port', 'abc'])).toMatchObject({ kind: 'error' });
    expect(parseServeArgs(['--host', '0.0.0.0'])).toMatchObject({ kind: 'error' });
    expect(parseServeArgs(['--simulate-ms', '5'])).toMatchObject({ kind: 'error' });
    expect(parseFault('notes/create=teapot')).toMatch(/--fault needs/);
    expect(parseFault('/api/notes/create=refuse')).toEqual({ endpoint: 'notes/create', mode: 'refuse' });
  });

  it('--help documents every option', () => {
    expect(parseServeArgs(['--port', '1', '-h'])).toEqual({ kind: 'help' });
    for (const flag of ['--port', '--host', '--static', '--seed-notes', '--no-simulate', '--simulate-ms', '--fault', '--quiet', '--help', '/__mock/']) expect(HELP).toContain(flag);
  });

  it('the script prints the help and exits 0', async () => {
    const { stdout } = await promisify(execFile)('npx', ['tsx', 'mocks/serve.ts', '--help'], { timeout: 30_000 });
    expect(stdout).toContain('--seed-notes');
  }, 60_000);
});

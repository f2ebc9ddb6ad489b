/** The command line of `npm run mock` (mocks/serve.ts), parsed without side effects so it can be tested. */

export interface FaultOption {
  endpoint: string;
  mode: 'latency' | '500' | '429' | 'malformed' | 'refuse';
  ms?: number;
}

export interface ServeOptions {
  port: number;
  host: '127.0.0.1' | '::1' | 'localhost';
  staticDir?: string;
  /** Seeded notes in all (undefined: MOCK_SEED_NOTES, else the default). */
  seedNotes?: number;
  simulate: boolean;
  /** Mean time between simulated posts. */
  simulateMs: number;
  faults: FaultOption[];
  quiet: boolean;
}

export type ParsedArgs = { kind: 'help' } | { kind: 'error'; message: string } | { kind: 'options'; options: ServeOptions };

export const HELP = `npm run mock -- [options]     (or: npx tsx mocks/serve.ts [options])

A Misskey 13.14-compatible development server on loopback, with a deterministic seed: 35 users
(alice admin, bob moderator, carol …, remote users on five hosts), 3,500 notes over six months,
channels, lists, antennas, clips, pages, gallery, chats, notifications. Any client can use it:
  REST       POST http://127.0.0.1:<port>/api/<endpoint>   (token: "i" in the body or Bearer)
  Streaming  ws://127.0.0.1:<port>/streaming?i=<token>
  Control    POST http://127.0.0.1:<port>/__mock/<action>  (see mocks/README.md)
Seeded users sign in with the password "password"; GET /__mock/tokens lists their tokens.

Options:
  --port <n>              port to listen on (default 4173; env PORT; 0 = any free port)
  --host <addr>           127.0.0.1 (default), ::1 or localhost (loopback only)
  --static <dir>          also serve a built client from <dir> (SPA fallback), e.g. dist
  --seed-notes <n>        seeded notes in all, e.g. 20000 (default 3500; env MOCK_SEED_NOTES;
                          the last week always holds the same 300)
  --no-simulate           no simulated activity (env MOCK_SIMULATE=0)
  --simulate-ms <ms>      mean time between simulated posts (default 5000; env MOCK_SIMULATE_MS)
  --fault <rule>          start with a fault, repeatable: <endpoint|*>=<mode>[:<ms>] where mode is
                          latency, 500, 429, malformed or refuse; e.g. --fault notes/create=500,
                          --fault '*=latency:800' (change them later with POST /__mock/fault)
  --quiet                 print nothing but errors
  -h, --help              this text

Control API (POST /__mock/<action>, JSON body): reset {notes?}, tokens, seeded, post, react, follow,
fault {endpoint, mode, ms?, count?}, hide-endpoints {prefixes}, drop-sockets, simulate {on?, intervalMs?,
tick?}, meta {...}, user {username, patch}, limits {...}, state … — the full list is in mocks/README.md.`;

const FAULT_MODES = new Set(['latency', '500', '429', 'malformed', 'refuse']);
const HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

function int(value: string | undefined, name: string, min: number): number | string {
  if (value === undefined || value.trim() === '' || !/^\d+$/.test(value.trim())) return `${name} needs a whole number, got ${value === undefined ? 'nothing' : `"${value}"`}`;
  const n = Number(value);
  return n < min ? `${name} must be at least ${min}` : n;
}

export function parseFault(rule: string): FaultOption | string {
  const m = /^([^=]+)=([a-z0-9]+)(?::(\d+))?$/.exec(rule.trim());
  if (!m || !FAULT_MODES.has(m[2]!)) return `--fault needs <endpoint|*>=<latency|500|429|malformed|refuse>[:<ms>], got "${rule}"`;
  return { endpoint: m[1]!.trim().replace(/^\/?api\//, ''), mode: m[2] as FaultOption['mode'], ...(m[3] ? { ms: Number(m[3]) } : {}) };
}

export function parseServeArgs(argv: readonly string[], env: Record<string, string | undefined> = {}): ParsedArgs {
  const fromEnvPort = env.PORT !== undefined ? int(env.PORT, 'PORT', 0) : 4173;
  if (typeof fromEnvPort === 'string') return { kind: 'error', message: fromEnvPort };
  const options: ServeOptions = {
    port: fromEnvPort,
    host: '127.0.0.1',
    simulate: env.MOCK_SIMULATE !== '0',
    simulateMs: 5000,
    faults: [],
    quiet: false,
  };
  if (env.MOCK_SIMULATE_MS !== undefined) {
    const ms = int(env.MOCK_SIMULATE_MS, 'MOCK_SIMULATE_MS', 100);
    if (typeof ms === 'string') return { kind: 'error', message: ms };
    options.simulateMs = ms;
  }
  if (env.MOCK_SEED_NOTES !== undefined) {
    const n = int(env.MOCK_SEED_NOTES, 'MOCK_SEED_NOTES', 0);
    if (typeof n === 'string') return { kind: 'error', message: n };
    options.seedNotes = n;
  }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = () => inline ?? argv[++i];
    switch (flag) {
      case '-h':
      case '--help':
        return { kind: 'help' };
      case '--port': {
        const n = int(value(), '--port', 0);
        if (typeof n === 'string') return { kind: 'error', message: n };
        if (n > 65535) return { kind: 'error', message: '--port must be at most 65535' };
        options.port = n;
        break;
      }
      case '--host': {
        const h = value();
        if (!h || !HOSTS.has(h)) return { kind: 'error', message: `--host must be 127.0.0.1, ::1 or localhost (loopback only), got "${h ?? ''}"` };
        options.host = h as ServeOptions['host'];
        break;
      }
      case '--static': {
        const dir = value();
        if (!dir) return { kind: 'error', message: '--static needs a folder' };
        options.staticDir = dir;
        break;
      }
      case '--seed-notes': {
        const n = int(value(), '--seed-notes', 0);
        if (typeof n === 'string') return { kind: 'error', message: n };
        options.seedNotes = n;
        break;
      }
      case '--no-simulate':
        options.simulate = false;
        break;
      case '--simulate':
        options.simulate = true;
        break;
      case '--simulate-ms': {
        const n = int(value(), '--simulate-ms', 100);
        if (typeof n === 'string') return { kind: 'error', message: n };
        options.simulateMs = n;
        break;
      }
      case '--fault': {
        const f = parseFault(value() ?? '');
        if (typeof f === 'string') return { kind: 'error', message: f };
        options.faults.push(f);
        break;
      }
      case '--quiet':
        options.quiet = true;
        break;
      default:
        return { kind: 'error', message: `unknown option ${arg}` };
    }
  }
  return { kind: 'options', options };
}

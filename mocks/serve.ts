/**
 * Starts the mock instance on loopback.
 *   tsx mocks/serve.ts [--port 4173] [--static dist] [--no-simulate]
 */
import { resolve } from 'node:path';
import { startMockServer } from './adapters/node-server';
import { SEED_TOKENS } from './instance/seed';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const port = Number(arg('--port') ?? process.env.PORT ?? 4173);
const staticArg = arg('--static');
const simulate = !process.argv.includes('--no-simulate') && process.env.MOCK_SIMULATE !== '0';

const server = await startMockServer({ port, simulate, ...(staticArg ? { staticDir: resolve(staticArg) } : {}) });
console.log(`Mock instance listening on ${server.url}${staticArg ? ` (serving ${staticArg})` : ''}${simulate ? ' with simulator' : ''}`);
console.log(`Sign in as alice / bob / carol ... with password "password" (alice's token: ${SEED_TOKENS.alice})`);

const stop = () => {
  void server.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

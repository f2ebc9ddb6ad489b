import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { version as APP_VERSION } from './package.json';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

const LOGIC_TESTS = ['src/**/*.test.ts', 'mocks/**/*.test.ts', 'bench/**/*.test.ts', 'build/**/*.test.ts'];

/**
 * The test files (ending in `suffix`) that need a module graph of their own: those that replace modules (vi.mock,
 * vi.doMock, vi.resetModules), stub globals or the environment, or ask for another environment.
 * Found by reading the files, so a new test that starts mocking moves to the isolated project by itself.
 */
function testsNeedingIsolation(suffix: string): string[] {
  const needs = /\bvi\.(?:mock|doMock|unmock|doUnmock|resetModules|stubGlobal|stubEnv)\(|@vitest-environment/;
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(path);
      } else if (entry.name.endsWith(suffix) && needs.test(readFileSync(path, 'utf8'))) out.push(path.split('\\').join('/'));
    }
  };
  for (const dir of ['src', 'mocks', 'bench', 'build']) walk(dir);
  return out.sort();
}
const ISOLATED_LOGIC = testsNeedingIsolation('.test.ts');
const ISOLATED_DOM = testsNeedingIsolation('.test.tsx');

/**
 * Two projects: logic tests (`*.test.ts`) run in plain Node, component tests (`*.test.tsx`) in
 * jsdom. A jsdom environment costs about a second per file, so a `.test.ts` file that needs the
 * DOM (localStorage, IndexedDB on window, document) says so with `// @vitest-environment jsdom`
 * on its first line.
 */
export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(APP_VERSION) },
  test: {
    setupFiles: ['./tests/setup/vitest-setup.ts'],
    restoreMocks: true,
    // Vitest leaves one core idle by default; on the 2-core CI machine that halves the speed.
    maxWorkers: availableParallelism(),
    projects: [
      // Most logic tests share one module graph per worker (isolate: false): importing the app's modules
      // again for each of ~300 files was most of their time (unit tests on 2 cores: 159 s → 92 s).
      // Module state they touch is reset by the tests themselves (resetDbForTests, resetForTests…).
      {
        extends: true,
        test: { name: 'logic', environment: 'node', isolate: false, include: LOGIC_TESTS, exclude: ISOLATED_LOGIC },
      },
      {
        extends: true,
        test: { name: 'logic-isolated', environment: 'node', include: ISOLATED_LOGIC },
      },
      {
        extends: true,
        test: { name: 'dom', environment: 'jsdom', isolate: false, include: ['src/**/*.test.tsx'], exclude: ISOLATED_DOM },
      },
      {
        extends: true,
        test: { name: 'dom-isolated', environment: 'jsdom', include: ISOLATED_DOM },
      },
    ],
  },
});

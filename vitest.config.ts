import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import { version as APP_VERSION } from './package.json';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

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
      {
        extends: true,
        test: { name: 'logic', environment: 'node', include: ['src/**/*.test.ts', 'mocks/**/*.test.ts', 'bench/**/*.test.ts', 'build/**/*.test.ts'] },
      },
      {
        extends: true,
        test: { name: 'dom', environment: 'jsdom', include: ['src/**/*.test.tsx'] },
      },
    ],
  },
});

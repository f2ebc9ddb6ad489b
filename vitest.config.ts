import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts'],
    setupFiles: ['./tests/setup/vitest-setup.ts'],
    restoreMocks: true,
    // Vitest leaves one core idle by default; on the 2-core CI machine that halves the speed.
    maxWorkers: availableParallelism(),
  },
});

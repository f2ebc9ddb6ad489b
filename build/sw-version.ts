import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

const MARKER = "const BUILD_ID = 'dev';";

/**
 * Stamps the built service worker (dist/sw.js, copied from public/) with a hash of the built
 * index.html, so each build with different files is a new worker: the browser installs it, and the
 * page offers "new version — reload" instead of serving the old shell forever.
 */
export function swVersionPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'client-sw-version',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const sw = join(outDir, 'sw.js');
      const html = join(outDir, 'index.html');
      if (!existsSync(sw) || !existsSync(html)) return;
      const id = createHash('sha256').update(readFileSync(html)).digest('hex').slice(0, 12);
      const src = readFileSync(sw, 'utf8');
      if (src.includes(MARKER)) writeFileSync(sw, src.replace(MARKER, `const BUILD_ID = '${id}';`));
    },
  };
}

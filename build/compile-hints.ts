import type { Plugin } from 'vite';
import { homeChunk, staticClosure, type BundleItem } from './early-plugin';

/**
 * V8's explicit compile hint (Chromium 136 and later): a script that starts with this comment has
 * all its functions compiled eagerly, on a background thread while it streams in, instead of one
 * by one on the main thread the first time each is called. Other engines read it as a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The chunks whose code runs before the first note: the entry and the home page's code (what the
 * early script preloads for a signed-in start, see early-plugin.ts). Most of their functions are
 * called while the app starts and renders its first timeline; compiling them lazily, one by one,
 * was most of the main thread's time in that first render.
 */
export function hintedChunks(bundle: Record<string, BundleItem>): string[] {
  const items = Object.values(bundle);
  const entries = items.filter((i) => i.type === 'chunk' && i.isEntry);
  const home = homeChunk(items);
  return [...entries, ...(home ? staticClosure(bundle, home) : [])].map((c) => c.fileName);
}

/** Puts the hint at the top of `fileName`; its source map (when built) moves down one line. */
export function addCompileHint(bundle: Record<string, BundleItem>, fileName: string): void {
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk' || typeof chunk.code !== 'string' || chunk.code.startsWith(COMPILE_HINT)) return;
  chunk.code = COMPILE_HINT + chunk.code;
  const map = bundle[`${fileName}.map`];
  if (map?.type === 'asset' && typeof map.source === 'string') {
    const json = JSON.parse(map.source) as { mappings: string };
    json.mappings = `;${json.mappings}`;
    map.source = JSON.stringify(json);
  }
}

/** Adds the compile hint to the chunks that run before the first note. */
export function compileHintsPlugin(): Plugin {
  return {
    name: 'client-compile-hints',
    apply: 'build',
    // After Vite's own last changes to the code (it puts its preload map at the top of a chunk).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const items = bundle as unknown as Record<string, BundleItem>;
        for (const fileName of hintedChunks(items)) addCompileHint(items, fileName);
      },
    },
  };
}

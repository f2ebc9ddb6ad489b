import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { fileURLToPath, URL } from 'node:url';
import { mockInstancePlugin } from './mocks/adapters/vite-plugin';
import { cspPlugin } from './build/csp';
import { swVersionPlugin } from './build/sw-version';
import { earlyPlugin, HOME_ROUTE } from './build/early-plugin';
import { compileHintsPlugin } from './build/compile-hints';
import { routeChunksPlugin } from './build/route-chunks';
import { noteLayoutCss } from './build/note-layout-css';
import { DEFAULT_LANGUAGE } from './src/core/i18n/languages';
import { version as APP_VERSION } from './package.json';

/** Versions the persisted Query cache: a new build never reads an older build's cache. */
const BUILD_ID = `${Date.now().toString(36)}`;
const APP_SOURCE = /[\\/](src|routes)[\\/].*\.tsx?$/;

// Vite's root stays at the repository root (see ARCHITECTURE.md).
export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: './routes',
      generatedRouteTree: './src/route-tree.gen.ts',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        // A page's loader goes with its component (both are needed to open it, and the loaders'
        // query modules would otherwise all be in the code that runs before the first note). The
        // home page keeps its loader in the start: it asks for the timeline before the page's code.
        splitBehavior: ({ routeId }) => (routeId === '/' || routeId === '__root__' ? undefined : [['loader', 'component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']]),
      },
      routeFileIgnorePattern: '\\.test\\.',
    }),
    routeChunksPlugin(fileURLToPath(new URL('.', import.meta.url))),
    react(),
    mockInstancePlugin(),
    cspPlugin(),
    swVersionPlugin(),
    earlyPlugin({ build: BUILD_ID, defaultLang: DEFAULT_LANGUAGE }),
    compileHintsPlugin(),
  ],
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(BUILD_ID), 'import.meta.env.VITE_APP_VERSION': JSON.stringify(APP_VERSION) },
  // The note row's layout values (src/features/note/note-layout.ts) written into its CSS.
  css: { postcss: { plugins: [noteLayoutCss()] } },
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  build: {
    target: 'es2022',
    // The note footer's mask icons (src/ui/icons/MaskIcon.module.css) stay files of their own. As
    // data URIs, each became an SVG document built synchronously in the style pass of the first
    // frame that shows a note (1.5–3 ms apiece here, four of them in every start snapshot); as
    // files they load, and are built, after it. Bench, warm start over 2 × 5 runs: median 125 ms
    // against 140 ms.
    assetsInlineLimit: (file: string) => (/@tabler[\\/]icons[\\/](icons[\\/])?outline[\\/][\w-]+\.svg$/.test(file) ? false : undefined),
    sourcemap: process.env.BUILD_SOURCEMAP === '1',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What the entry needs before it runs, as one file instead of ~90 small ones (each a
          // round trip on HTTP/1.1). The early script (src/app/early) stays its own small module.
          // The home page's component and everything it imports statically (the timeline, the note,
          // MFM, their icons) as one more file: the first note needs all of it, and ~30 small files
          // queue behind each other on HTTP/1.1 (bench: cold first note ~70 ms sooner, 10 KiB less gzip).
          groups: [
            { name: 'start', tags: ['$initial'], test: (id: string) => !/[\\/]src[\\/]app[\\/]early[\\/]/.test(id) },
            { name: 'home', test: (id: string) => HOME_ROUTE.test(id) },
            // The list and page kit (src/ui: list-kit, user-card, editor-draft and its tabs) as one
            // small file that the screens share, rather than five: shorter dependency lists in the
            // start's code, which names every screen's files.
            { name: 'list-kit', test: (id: string) => /[\\/]src[\\/]ui[\\/](list-kit|user-card|editor-draft)[\\/]|[\\/]src[\\/]ui[\\/]tabs[\\/]Tabs\./.test(id) },
          ],
        },
      },
      treeshake: {
        // The app's own TS modules only export things (none registers itself on import), so an
        // unused re-export from a barrel (`@/features/x`) must not drag that module, and everything
        // it imports, into the chunk that loads before the first note. CSS keeps its side effects.
        moduleSideEffects: (id) => (APP_SOURCE.test(id) && !id.includes('node_modules') ? false : undefined),
      },
    },
  },
});

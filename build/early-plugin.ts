import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { rolldown } from 'rolldown';
import type { Plugin } from 'vite';
import type { EarlyConfig } from '../src/core/early/early-types';

/** The shape of a bundle entry this plugin reads (Rolldown output chunks and assets). */
export interface BundleItem {
  type: 'chunk' | 'asset';
  fileName: string;
  code?: string;
  source?: string | Uint8Array;
  name?: string;
  isEntry?: boolean;
  facadeModuleId?: string | null;
  moduleIds?: string[];
  imports?: string[];
  viteMetadata?: { importedCss?: Set<string> };
}

const LOCALE_MODULE = /[\\/]src[\\/]locales[\\/]base[\\/]([a-z]{2}-[A-Z]{2})\.ts$/;
export const HOME_ROUTE = /[\\/]routes[\\/]index\.tsx\?tsr-split=component/;

/** The chunk and every chunk it imports statically, entries left out (they are already loading). */
export function staticClosure(bundle: Record<string, BundleItem>, start: BundleItem): BundleItem[] {
  const out: BundleItem[] = [];
  const seen = new Set<string>();
  const visit = (item: BundleItem | undefined) => {
    if (!item || item.type !== 'chunk' || seen.has(item.fileName) || item.isEntry) return;
    seen.add(item.fileName);
    out.push(item);
    for (const dep of item.imports ?? []) visit(bundle[dep]);
  };
  visit(start);
  return out;
}

/**
 * The chunk holding the home page's component: its own chunk (facade), or the `home` group of
 * vite.config.ts, which has no facade but lists the route's module among its modules.
 */
export function homeChunk(items: BundleItem[]): BundleItem | undefined {
  return items.find((i) => i.type === 'chunk' && (HOME_ROUTE.test(i.facadeModuleId ?? '') || (i.moduleIds ?? []).some((id) => HOME_ROUTE.test(id))));
}

/** What the early script needs to know about this build (see src/app/early/early.ts). */
export function earlyConfigOf(bundle: Record<string, BundleItem>, build: string, defaultLang: string): EarlyConfig {
  const items = Object.values(bundle);
  const locales: EarlyConfig['locales'] = {};
  for (const item of items) {
    const lang = item.type === 'chunk' ? LOCALE_MODULE.exec(item.facadeModuleId ?? '')?.[1] : undefined;
    if (lang) locales[lang] = staticClosure(bundle, item).map((c) => `/${c.fileName}`);
  }
  const home = homeChunk(items);
  const chunks = home ? staticClosure(bundle, home) : [];
  const css = new Set<string>();
  for (const c of chunks) for (const f of c.viteMetadata?.importedCss ?? []) css.add(`/${f}`);
  return { build, locales, defaultLang, home: { js: chunks.map((c) => `/${c.fileName}`), css: [...css] } };
}

/** JSON as the value of a double-quoted HTML attribute. */
export function attributeJson(value: unknown): string {
  return JSON.stringify(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** src/app/early/early.ts as one classic script (no imports: it must run before any module). */
export async function compileEarlyScript(root: string): Promise<string> {
  const bundle = await rolldown({
    input: resolve(root, 'src/app/early/early.ts'),
    resolve: { alias: { '@': resolve(root, 'src') } },
    platform: 'browser',
    logLevel: 'silent',
  });
  try {
    const { output } = await bundle.generate({ format: 'iife', minify: true });
    return output[0].code;
  } finally {
    await bundle.close();
  }
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\s*/;
const ENTRY_CSS = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">\s*/g;
const CSP_SCRIPT_SRC = /(<meta http-equiv="Content-Security-Policy" content="[^"]*script-src 'self')/;
/** A policy whose `style-src` is `'self'` alone (no `'unsafe-inline'`, which a hash would switch off). */
const CSP_STYLE_SRC = /(<meta http-equiv="Content-Security-Policy" content="[^"]*style-src 'self')(?=;|")/;
const INLINE_STYLE = /<style>([\s\S]*?)<\/style>/g;

/** The policy's `style-src` allows index.html's own `<style>` elements by their SHA-256. */
export function hashInlineStyles(html: string): string {
  const hashes = [...new Set([...html.matchAll(INLINE_STYLE)].map((m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`))];
  if (!hashes.length) return html;
  return html.replace(CSP_STYLE_SRC, (_, head: string) => `${head} ${hashes.join(' ')}`);
}

/**
 * Rewrites the built index.html: the early script inline at the start of the body (allowed by its
 * SHA-256 in the CSP, which otherwise stays `script-src 'self'`: no other inline script runs),
 * this build's start-up facts in a `<meta name="early-config">`, the app's entry no longer a
 * script tag of its own: the early script preloads and starts it (on a start that draws the first
 * page itself, only once that picture is on screen), and the entry's stylesheets added by the
 * early script (a stylesheet of the HTML itself
 * would hold the early script, and so the snapshot, until it had loaded). See src/app/early/early.ts.
 */
export function rewriteIndexHtml(html: string, code: string, config: EarlyConfig): string {
  if (/<\/script|<!--/i.test(code)) throw new Error('early script: the code cannot be inlined as it is');
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry || !CSP_SCRIPT_SRC.test(html) || !/<body>/.test(html)) throw new Error('early script: index.html has no entry script, no CSP or no <body>');
  const css = [...html.matchAll(ENTRY_CSS)].map((m) => m[1]!);
  const hash = createHash('sha256').update(code).digest('base64');
  const meta = `<meta name="early-config" content="${attributeJson({ ...config, entry: entry[1], css })}" />\n  `;
  // Replacer functions: `$` in the code or the JSON must not be read as a replacement pattern.
  return hashInlineStyles(html)
    .replace(ENTRY_SCRIPT, '')
    .replace(ENTRY_CSS, '')
    .replace(CSP_SCRIPT_SRC, (_, head: string) => `${head} 'sha256-${hash}'`)
    .replace('</head>', () => `  ${meta}</head>`)
    .replace('<body>', () => `<body>\n    <script>${code}</script>`);
}

/** The early script (src/app/early/early.ts) and its config, inlined into the built index.html. */
export function earlyPlugin(opts: { build: string; defaultLang: string }): Plugin {
  let root = process.cwd();
  let code = '';
  return {
    name: 'client-early-script',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      code = (await compileEarlyScript(root)).trim();
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle as unknown as Record<string, BundleItem> | undefined;
        if (!bundle || !code) return html;
        return rewriteIndexHtml(html, code, earlyConfigOf(bundle, opts.build, opts.defaultLang));
      },
    },
  };
}

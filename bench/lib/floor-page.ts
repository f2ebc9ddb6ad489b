/**
 * The floor of the real-mix scroll (issue #51): the browser's own cost of the very rows the app
 * shows, with no app. `captureRows` walks the app through the timeline (full rows, no sketches) and
 * keeps each row's HTML, the page around the feed and every style rule; `floorHtml` makes a page of
 * them in which a bare script does only what any list must: clone the next row's ready-parsed DOM
 * in as it nears the viewport and drop the rows far behind. Scrolled with the same input and probe
 * as the app, it gives the figures no client showing these rows can beat on this machine: what the
 * app adds is its own work.
 */
import type { BrowserContext, Page } from '@playwright/test';

export interface CapturedRows {
  /** The page with the feed emptied and every script removed. */
  shell: string;
  /** Every style rule of the page (linked and constructed sheets). */
  css: string;
  /** Each row's outer HTML, in timeline order. */
  rows: string[];
}

/** In the app: the page around the feed and the rows in view, once drawn in full. */
const SNAPSHOT = `(() => {
  const feed = document.querySelector('[role="feed"]');
  const rows = {};
  for (const row of feed.children) {
    if (!row.hasAttribute('data-index') || row.querySelector('[data-sketch]')) continue;
    if (!row.querySelector('article')) continue;
    rows[row.getAttribute('data-index')] = row.outerHTML;
  }
  return { rows, y: scrollY, bottom: feed.getBoundingClientRect().bottom - innerHeight };
})()`;

const SHELL = `(() => {
  const html = document.documentElement.cloneNode(true);
  for (const s of html.querySelectorAll('script, link[rel="modulepreload"], link[rel="manifest"], meta[http-equiv]')) s.remove();
  html.querySelector('[role="feed"]').replaceChildren();
  const css = [];
  const sheets = [...document.styleSheets, ...(document.adoptedStyleSheets || [])];
  for (const sheet of sheets) { try { for (const r of sheet.cssRules) css.push(r.cssText); } catch (e) {} }
  for (const s of html.querySelectorAll('style, link[rel="stylesheet"]')) s.remove();
  return { shell: '<!doctype html>' + html.outerHTML, css: css.join('\\n') };
})()`;

/**
 * Walks the signed-in app's home timeline from its top through `count` rows, half a viewport at a
 * time, waiting at each step until the rows in view are drawn in full (images loaded, no sketch).
 */
export async function captureRows(page: Page, count: number, log: (m: string) => void = () => {}): Promise<CapturedRows> {
  const rows = new Map<number, string>();
  const { shell, css } = await page.evaluate<{ shell: string; css: string }>(SHELL);
  let stuck = 0;
  let lastY = -1;
  while (rows.size < count && stuck < 40) {
    await page.waitForTimeout(350);
    const snap = await page.evaluate<{ rows: Record<string, string>; y: number; bottom: number }>(SNAPSHOT);
    for (const [i, html] of Object.entries(snap.rows)) if (!rows.has(Number(i))) rows.set(Number(i), html);
    stuck = snap.y === lastY ? stuck + 1 : 0;
    lastY = snap.y;
    await page.evaluate('window.scrollBy(0, Math.round(innerHeight / 2))');
    if (rows.size % 100 < 4) log(`floor: ${rows.size} rows captured`);
  }
  const ordered = [...rows.entries()].sort((a, b) => a[0] - b[0]).map(([, h]) => h);
  return { shell, css, rows: ordered.slice(0, count) };
}

/**
 * The floor page's script: rows ready-parsed (templates, before the run), cloned in below the
 * lowest row while it is less than AHEAD px below the viewport, removed once more than BEHIND px
 * above it; each placed by `top` like the app's rows and measured once (offsetHeight).
 */
const FLOOR_SCRIPT = `(() => {
  const AHEAD = 1200, BEHIND = 600;
  const feed = document.querySelector('[role="feed"]');
  const src = JSON.parse(document.getElementById('floor-rows').textContent);
  const tpls = src.map((h) => { const t = document.createElement('template'); t.innerHTML = h; return t; });
  feed.style.position = 'relative';
  feed.style.height = (src.length * 400) + 'px';
  const feedTop = feed.getBoundingClientRect().top + scrollY;
  const live = [];
  let next = 0, bottom = 0;
  const fill = () => {
    const top = scrollY - feedTop, end = top + innerHeight;
    while (next < tpls.length && bottom < end + AHEAD) {
      const row = tpls[next++].content.firstElementChild.cloneNode(true);
      row.style.top = bottom + 'px';
      feed.append(row);
      const h = row.offsetHeight;
      live.push({ row, bottom: bottom + h });
      bottom += h;
    }
    while (live.length && live[0].bottom < top - BEHIND) live.shift().row.remove();
    if (next === tpls.length) feed.style.height = bottom + 'px';
  };
  addEventListener('scroll', fill, { passive: true });
  fill();
})();`;

function escapeJsonForScript(json: string): string {
  return json.replace(/</g, '\\u003c');
}

/** The floor page: the app's page around the feed, its style rules, the rows and the bare script. */
export function floorHtml(c: CapturedRows): string {
  const head = `<style>${c.css.replace(/<\/style/gi, '<\\/style')}</style>`;
  const tail = `<script type="application/json" id="floor-rows">${escapeJsonForScript(JSON.stringify(c.rows))}</script><script>${FLOOR_SCRIPT}</script>`;
  return c.shell.replace('</head>', `${head}</head>`).replace(/<\/body>(?![\s\S]*<\/body>)/, `${tail}</body>`);
}

/** Serves the floor page at `url` in `context` (no service worker, no CSP: the page is the bench's own). */
export async function serveFloor(context: BrowserContext, url: string, c: CapturedRows): Promise<void> {
  const body = floorHtml(c);
  await context.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body }));
}

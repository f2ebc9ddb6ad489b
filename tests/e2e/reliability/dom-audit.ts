/** Page-side checks for hostile content: foreign scripts, handlers, dangerous URLs, overlays. */
import type { Page } from '@playwright/test';

/** Installs the `__xss` trap (and alert/confirm/prompt recorders) before any page script runs. */
export const XSS_TRAP = `(() => {
  const fired = (window.__xssFired = []);
  window.__xss = (id) => { fired.push(String(id)); };
  for (const name of ['alert', 'confirm', 'prompt', 'print']) window[name] = (m) => { fired.push(name + ':' + String(m)); };
})();`;

/** Everything in the rendered DOM that hostile content must never produce; [] when clean. */
export async function auditDom(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bad: string[] = [];
    const origin = location.origin;
    const URL_ATTRS = new Set(['href', 'src', 'xlink:href', 'action', 'formaction', 'data', 'poster', 'background', 'srcset', 'ping', 'cite', 'longdesc', 'lowsrc', 'dynsrc']);
    for (const s of Array.from(document.querySelectorAll('script'))) {
      const ok = s.src.startsWith(`${origin}/assets/`) && !s.textContent?.trim();
      if (!ok) bad.push(`script ${s.src || (s.textContent ?? '').slice(0, 60)}`);
    }
    const app = document.getElementById('app') ?? document.body;
    for (const tag of ['iframe', 'object', 'embed', 'base', 'meta', 'style', 'link', 'frame', 'frameset', 'applet']) {
      for (const el of Array.from(app.querySelectorAll(tag))) bad.push(`<${tag}> in the app: ${el.outerHTML.slice(0, 80)}`);
    }
    for (const el of Array.from(document.querySelectorAll('*'))) {
      for (const a of Array.from(el.attributes)) {
        const name = a.name.toLowerCase();
        if (name.startsWith('on')) bad.push(`${el.tagName.toLowerCase()}[${name}]`);
        if (name === 'srcdoc') bad.push(`${el.tagName.toLowerCase()}[srcdoc]`);
        if (URL_ATTRS.has(name)) {
          // eslint-disable-next-line no-control-regex
          const v = a.value.replace(/[\u0000-\u0020\u007f-\u00a0\u200b-\u200f\u2028\u2029\ufeff]/g, '').toLowerCase();
          if (/^(javascript|vbscript|data|file):/.test(v) || /&#|%6a%61%76%61/.test(v.slice(0, 20))) bad.push(`${el.tagName.toLowerCase()}[${name}]=${a.value.slice(0, 60)}`);
        }
        if (name === 'style' && /javascript:|expression\(|-moz-binding|behavior:|url\(\s*['"]?\s*(javascript|data|vbscript):/i.test(a.value)) bad.push(`${el.tagName.toLowerCase()}[style]=${a.value.slice(0, 80)}`);
      }
    }
    // No note content may escape its note: nothing inside the feed is fixed/sticky positioned.
    const feed = document.querySelector('[role="feed"]');
    if (feed) {
      for (const el of Array.from(feed.querySelectorAll<HTMLElement>('article [style]'))) {
        const pos = getComputedStyle(el).position;
        if (pos === 'fixed' || pos === 'sticky') bad.push(`note content positioned ${pos}: ${el.outerHTML.slice(0, 80)}`);
      }
    }
    return bad;
  });
}

export async function xssFired(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __xssFired?: string[] }).__xssFired ?? ['trap missing']);
}

/** A requestAnimationFrame round trip, in ms (the page is responsive when this is small); Infinity after `limitMs`. */
export async function rafRoundTrip(page: Page, limitMs = 5000): Promise<number> {
  const trip = page.evaluate(() => new Promise<number>((r) => {
    const t = performance.now();
    requestAnimationFrame(() => r(performance.now() - t));
  }));
  return Promise.race([trip, new Promise<number>((r) => setTimeout(() => r(Infinity), limitMs))]);
}

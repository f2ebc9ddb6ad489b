/** Shared by appearance.spec.ts and a11y.spec.ts: what on the page needs a symbol font or lacks an icon. */
import type { Page } from './test';

/** Visible text that needs a symbol or emoji font (arrows, dingbats, pictographs), and icon-only buttons without an SVG. */
export async function glyphProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const SYMBOLS = /[\u2190-\u21FF\u2300-\u23FF\u2460-\u27BF\u2900-\u2BFF\u{1F000}-\u{1FAFF}\uFF0B]/u;
    const problems: string[] = [];
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || el.closest('script, style, noscript, textarea, input, option')) continue;
      const text = n.textContent ?? '';
      if (SYMBOLS.test(text) && visible(el)) problems.push(`text in <${el.tagName.toLowerCase()}>: ${text.trim().slice(0, 40)}`);
    }
    for (const b of document.querySelectorAll('button, [role="button"], a[aria-label]')) {
      if (!visible(b) || (b.textContent ?? '').trim()) continue;
      if (!b.querySelector('svg, img, input, [data-swatch], span[aria-hidden]')) problems.push(`icon-only control without an SVG: ${b.getAttribute('aria-label') ?? b.outerHTML.slice(0, 60)}`);
      if (!b.getAttribute('aria-label') && !b.getAttribute('title') && !b.getAttribute('aria-labelledby')) problems.push(`icon-only control without a name: ${b.outerHTML.slice(0, 80)}`);
    }
    return problems;
  });
}

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BESPOKE } from './catalogue';
import { SETTINGS_PAGES } from './pages';

const ROOT = join(__dirname, '../../../..');
const SETTINGS_SRC = join(ROOT, 'src/features/settings');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return sources(path);
    return /\.tsx?$/.test(d.name) && !d.name.includes('.test.') ? [readFileSync(path, 'utf8')] : [];
  });
}

describe('the settings page table and the search anchors agree', () => {
  it('every page of the table has a route', () => {
    for (const page of SETTINGS_PAGES) {
      const dir = join(ROOT, 'routes/_login/settings');
      const found = [`${page.id}.tsx`, `${page.id}.index.tsx`, `${page.id}/index.tsx`].some((f) => existsSync(join(dir, f)));
      expect(found, page.id).toBe(true);
    }
  });

  it('every anchor of a hand-built page is an element id the settings components render', () => {
    const text = sources(SETTINGS_SRC).join('\n');
    for (const entry of BESPOKE) {
      const anchor = entry.anchor!;
      const q = (quote: string) => `${quote}${anchor.replace(/[-/]/g, '\\$&')}${quote}`;
      // The id is written where the element is (`id="x"`, `anchor="x"`, `{ id: 'x' }`) or passed to
      // the helper that renders it (ProfilePage's `kind="avatar"` and `text('location', …)`).
      const rendered = ['"', "'"].some((quote) => new RegExp(`\\b(?:id|anchor|kind)=\\{?${q(quote)}|\\b(?:id|anchor): ${q(quote)}|\\btext\\(${q(quote)}`).test(text));
      expect(rendered, `${entry.page}#${anchor}`).toBe(true);
    }
  });
});

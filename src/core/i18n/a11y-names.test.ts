/**
 * The a11y block's names carry the text a button shows (WCAG 2.5.3, label in name): a speech user
 * says what they see, so every language's reply and renote names contain the count and the
 * visibility name contains the chosen value, in every plural form.
 */
import { describe, expect, it } from 'vitest';
import { formatMessage } from '@/core/i18n/message-format';

const modules = import.meta.glob<Record<string, unknown>>('/src/locales/base/*.ts', { eager: true });
const bases = Object.entries(modules)
  .filter(([path]) => !path.endsWith('.test.ts'))
  .map(([path, mod]) => {
    const lang = path.replace(/^.*\/(.*)\.ts$/, '$1');
    const messages = Object.values(mod).find((v) => typeof v === 'object' && v !== null) as { a11y?: Record<string, string> };
    return [lang, messages.a11y] as const;
  });

describe('a11y names contain the visible text', () => {
  it('covers the twelve languages', () => {
    expect(bases.map(([lang]) => lang).sort()).toHaveLength(12);
  });

  it.each(bases)('%s', (lang, a11y) => {
    expect(a11y, `${lang} has the a11y block`).toBeDefined();
    for (const n of [1, 2, 3, 5, 11, 21, 1234]) {
      expect(formatMessage(a11y!.replyWithCount!, { n }, lang)).toContain(String(n));
      expect(formatMessage(a11y!.renoteWithCount!, { n }, lang)).toContain(String(n));
    }
    const named = formatMessage(a11y!.labelWithValue!, { label: 'LABEL', value: 'VALUE' }, lang);
    expect(named).toContain('LABEL');
    expect(named).toContain('VALUE');
  });
});

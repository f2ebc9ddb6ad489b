/**
 * The language picker offers exactly the complete catalogues, each in its own name (endonym).
 * "Complete" is worked out here from the files: a catalogue with every key of ja-JP (the source of truth).
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGES, UI_LANGUAGES, uiLanguageFor } from './languages';
import { LOCALE_LOADERS } from './loaders';
import { jaJP } from '@/locales/ja-JP';

const modules = import.meta.glob<Record<string, unknown>>('/src/locales/*.ts', { eager: true });

function leafKeys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [prefix + k] : typeof v === 'object' && v !== null ? leafKeys(v, `${prefix}${k}.`) : []));
}

const reference = leafKeys(jaJP);

/** Codes of the locale files whose messages hold every ja-JP key. */
function completeCatalogues(): string[] {
  const out: string[] = [];
  for (const [path, mod] of Object.entries(modules)) {
    const code = /\/src\/locales\/([^/]+)\.ts$/.exec(path)?.[1];
    const messages = Object.values(mod).find((v) => typeof v === 'object' && v !== null) as object | undefined;
    if (!code || !messages) continue;
    const keys = new Set(leafKeys(messages));
    if (reference.every((k) => keys.has(k))) out.push(code);
  }
  return out.sort();
}

describe('the interface languages', () => {
  it('are exactly the languages whose catalogue is complete (today twelve)', () => {
    const complete = completeCatalogues();
    expect(complete).toHaveLength(12);
    expect(UI_LANGUAGES.map((l) => l.code).sort()).toEqual(complete);
    expect(Object.keys(LOCALE_LOADERS).sort()).toEqual(complete);
  });

  it('are each named in their own language', () => {
    for (const { code, nativeName } of UI_LANGUAGES) {
      const primary = code.split('-')[0]!;
      const own = new Intl.DisplayNames([code], { type: 'language' }).of(primary)!;
      expect(nativeName.toLocaleLowerCase(code), code).toContain(own.toLocaleLowerCase(code));
    }
  });

  it('map a stored language that is not offered to the nearest offered one', () => {
    expect(uiLanguageFor('ja-KS')).toBe('ja-JP');
    expect(uiLanguageFor('pt-PT')).toBe('pt-BR');
    expect(uiLanguageFor('ca-ES')).toBe('en-US');
    expect(uiLanguageFor('xx-XX')).toBe('ja-JP');
    expect(uiLanguageFor('de-DE')).toBe('de-DE');
    expect(LANGUAGES.some((l) => l.code === 'ca-ES')).toBe(true);
  });
});

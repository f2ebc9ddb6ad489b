/**
 * Key parity of the twelve product languages against ja-JP (the source of truth): a complete
 * language has every ja-JP key; no language may use a placeholder that the ja-JP text lacks.
 * All twelve are complete; a language added later starts outside COMPLETE_LANGUAGES until it is.
 */
import { describe, expect, it } from 'vitest';
import { messageVariables } from './message-format';
import { jaJP } from '@/locales/ja-JP';

export const PRODUCT_LANGUAGES = ['ja-JP', 'en-US', 'zh-CN', 'zh-TW', 'ko-KR', 'de-DE', 'fr-FR', 'es-ES', 'pt-BR', 'id-ID', 'ru-RU', 'it-IT'] as const;
export const COMPLETE_LANGUAGES: ReadonlyArray<(typeof PRODUCT_LANGUAGES)[number]> = PRODUCT_LANGUAGES;

const modules = import.meta.glob<Record<string, unknown>>('/src/locales/*.ts', { eager: true });

function messagesOf(code: string): object | undefined {
  const mod = modules[`/src/locales/${code}.ts`];
  if (!mod) return undefined;
  const value = mod.default ?? Object.values(mod).find((v) => typeof v === 'object' && v !== null);
  return value as object | undefined;
}

function leaves(tree: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else if (typeof value === 'object' && value !== null) for (const [k, v] of leaves(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const placeholders = (s: string) => new Set(messageVariables(s));
const reference = leaves(jaJP);

describe('locale key parity', () => {
  it.each(COMPLETE_LANGUAGES.map((c) => [c]))('%s has every key that ja-JP has', (code) => {
    const messages = messagesOf(code);
    expect(messages, `src/locales/${code}.ts`).toBeDefined();
    const keys = leaves(messages!);
    const missing = [...reference.keys()].filter((k) => !keys.has(k));
    expect(missing).toEqual([]);
  });

  it.each(PRODUCT_LANGUAGES.map((c) => [c]))('%s uses no placeholder that ja-JP lacks, and no unknown key', (code) => {
    const messages = messagesOf(code);
    if (!messages) return; // Not written yet: the complete-language test above catches it once listed.
    const problems: string[] = [];
    for (const [key, text] of leaves(messages)) {
      const source = reference.get(key);
      if (source === undefined) {
        problems.push(`${key}: not a ja-JP key`);
        continue;
      }
      const allowed = placeholders(source);
      for (const name of placeholders(text)) if (!allowed.has(name)) problems.push(`${key}: {${name}}`);
    }
    expect(problems).toEqual([]);
  });

  it('lists only product languages as complete', () => {
    for (const code of COMPLETE_LANGUAGES) expect(PRODUCT_LANGUAGES).toContain(code);
  });
});

import { describe, expect, it } from 'vitest';
import { messageVariables } from './message-format';
import deDE from '@/locales/de-DE';
import { enUS } from '@/locales/en-US';
import esES from '@/locales/es-ES';
import frFR from '@/locales/fr-FR';
import { jaJP } from '@/locales/ja-JP';
import koKR from '@/locales/ko-KR';
import zhCN from '@/locales/zh-CN';
import type { Messages } from './types';

function leaves(tree: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of leaves(value as object, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const placeholders = (s: string) => messageVariables(s);
const reference = leaves(jaJP);

describe('locale files', () => {
  it('en-US has exactly the ja-JP keys', () => {
    expect([...leaves(enUS).keys()].sort()).toEqual([...reference.keys()].sort());
  });

  it.each([
    ['en-US', enUS],
    ['de-DE', deDE],
    ['es-ES', esES],
    ['fr-FR', frFR],
    ['ko-KR', koKR],
    ['zh-CN', zhCN],
  ] as const)('%s uses only known keys with matching placeholders', (_code, messages) => {
    for (const [key, text] of leaves(messages)) {
      const source = reference.get(key);
      expect(source, key).toBeDefined();
      expect(placeholders(text), key).toEqual(placeholders(source ?? ''));
      expect(text.trim(), key).not.toBe('');
    }
  });

  it('partial locales translate common, nav, signin and settings.language', () => {
    for (const messages of [deDE, esES, frFR, koKR, zhCN]) {
      const keys = leaves(messages);
      for (const key of reference.keys()) {
        if (/^(common|nav|signin)\./.test(key) || key === 'settings.language') expect(keys.has(key), key).toBe(true);
      }
    }
  });

  it('the full shape is enforced by the type checker', () => {
    // @ts-expect-error en-US-style complete messages must not miss a key
    const incomplete: Messages = { ...enUS, zen: {} };
    expect(incomplete.zen).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import { joinPath, parseJson, splitPath, splitValuePath } from './registry-path';

describe('registry paths', () => {
  it('splits scope and key', () => {
    expect(splitPath('client/base')).toEqual(['client', 'base']);
    expect(splitValuePath('client/base/themes')).toEqual({ scope: ['client', 'base'], key: 'themes' });
    expect(splitValuePath('only')).toBeNull();
    expect(joinPath(['client', 'a b/c'])).toBe('client/a%20b%2Fc');
    expect(splitPath(joinPath(['client', 'a b/c']))).toEqual(['client', 'a b/c']);
  });
  it('parses JSON with the parser’s message on error', () => {
    expect(parseJson('{"a":1}')).toEqual({ ok: true, value: { a: 1 } });
    expect(parseJson('{a:1}').ok).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { parseThemeSource, themeToSource } from './theme-source';

describe('parseThemeSource', () => {
  it('accepts JSON5, keeps known props and constants, ignores unknown ones, generates a missing id', () => {
    const r = parseThemeSource(`{
      // a comment
      name: 'Mint', base: 'dark',
      props: { accent: '#3eb489', $x: '#101010', bg: '$x', panel: ':lighten<5<@bg', somethingElse: '#fff', },
    }`, () => 'generated');
    expect(r).toEqual({
      ok: true,
      theme: { id: 'generated', name: 'Mint', base: 'dark', props: { accent: '#3eb489', $x: '#101010', bg: '$x', panel: ':lighten<5<@bg' } },
      ignored: ['somethingElse'],
    });
  });

  it('accepts `kind` for the base and keeps author and desc', () => {
    const r = parseThemeSource("{ id: 'a', name: 'A', kind: 'light', author: '@me', desc: 'd', props: {} }");
    expect(r.ok && r.theme).toEqual({ id: 'a', name: 'A', base: 'light', author: '@me', desc: 'd', props: {} });
  });

  it.each([
    ['{ name: ', 'syntax'],
    ['[1, 2]', 'notObject'],
    ["{ base: 'dark', props: {} }", 'name'],
    ["{ name: 'x', base: 'sepia', props: {} }", 'base'],
    ["{ name: 'x', base: 'dark' }", 'props'],
    ["{ name: 'x', base: 'dark', props: { accent: 'greenish' } }", 'color'],
    ["{ name: 'x', base: 'dark', props: { accent: '@nowhere' } }", 'color'],
    ["{ name: 'x', base: 'dark', props: { accent: 12 } }", 'color'],
  ])('rejects %s (%s)', (code, kind) => {
    const r = parseThemeSource(code);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problem.kind).toBe(kind);
  });

  it('names the offending prop', () => {
    const r = parseThemeSource("{ name: 'x', base: 'dark', props: { link: '#12' } }");
    expect(r).toEqual({ ok: false, problem: { kind: 'color', key: 'link', value: '#12' } });
  });

  it('round-trips through themeToSource', () => {
    const theme = { id: 't1', name: 'T', author: 'me', base: 'light' as const, props: { accent: '#123456' } };
    const r = parseThemeSource(themeToSource(theme));
    expect(r.ok && r.theme).toEqual(theme);
  });
});

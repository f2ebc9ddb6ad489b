import { describe, expect, it } from 'vitest';
import { checkValue, compileTheme, ThemeValueError } from './compile';

describe('compileTheme', () => {
  it('lays the props over the base and resolves references and functions', () => {
    const c = compileTheme({ base: 'dark', props: { accent: '#ff0000', $main: '#00ff00', link: '$main', mention: ':alpha<0.5<@accent', renote: ':lighten<10<@link' } });
    expect(c.accent).toBe('#ff0000');
    expect(c.link).toBe('#00ff00');
    expect(c.mention).toBe('rgb(255 0 0 / 0.5)');
    expect(c.renote).toBe('#33ff33');
    // a base prop that refers to the overridden accent follows it
    expect(c.focus).toBe('#ff0000');
    expect(c.bg).toBe('#1f1f24');
  });

  it('`kind` works like `base`, and the light base applies by default', () => {
    expect(compileTheme({ kind: 'light', props: {} }).bg).toBe('#f5f5f5');
    expect(compileTheme({ props: {} }).bg).toBe('#f5f5f5');
  });

  it('throws ThemeValueError for a bad colour, an unknown reference, a cycle or a bad function', () => {
    expect(() => compileTheme({ base: 'light', props: { bg: 'nope' } })).toThrow(ThemeValueError);
    expect(() => compileTheme({ base: 'light', props: { bg: '@missing' } })).toThrow(/unknownRef/);
    expect(() => compileTheme({ base: 'light', props: { bg: '@fg', fg: '@bg' } })).toThrow(/cycle/);
    expect(() => compileTheme({ base: 'light', props: { bg: ':explode<1<#fff' } })).toThrow(/badFunction/);
  });
});

describe('checkValue', () => {
  it('null for a good value, the error for a bad one', () => {
    expect(checkValue({ accent: '#fff' }, 'link', '@accent')).toBeNull();
    expect(checkValue({}, 'link', 'blue-ish')?.reason).toBe('notColor');
  });
});

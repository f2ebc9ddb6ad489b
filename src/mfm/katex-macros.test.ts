import { describe, expect, it } from 'vitest';
import { expandKatexMacros, expandWithMacroText, MACRO_EXPANSIONS_PER_PASS, MACRO_PASSES, parseKatexMacros } from './katex-macros';

const macros = (text: string) => parseKatexMacros(text).macros;

describe('parsing custom KaTeX macros', () => {
  it('reads \\newcommand lines with optional argument counts', () => {
    expect(parseKatexMacros('\\newcommand{\\R}{\\mathbb{R}}\n\n\\newcommand{\\pair}[2]{(#1, #2)}')).toEqual({
      macros: [
        { name: 'R', args: 0, body: '\\mathbb{R}' },
        { name: 'pair', args: 2, body: '(#1, #2)' },
      ],
      errors: [],
    });
  });
  it('reports unreadable lines and unbalanced braces', () => {
    expect(parseKatexMacros('\\def\\x{1}\n\\newcommand{\\a}{{b}\n\\newcommand{\\c}{d}').errors).toEqual([1, 2]);
  });
});

describe('expanding custom KaTeX macros', () => {
  it('replaces a macro without arguments, only where the whole name matches', () => {
    expect(expandKatexMacros('x \\in \\R, \\Rho', macros('\\newcommand{\\R}{\\mathbb{R}}'))).toEqual({ ok: true, tex: 'x \\in \\mathbb{R}, \\Rho' });
  });

  it('substitutes braced and single-token arguments', () => {
    const m = macros('\\newcommand{\\pair}[2]{(#1, #2)}');
    expect(expandKatexMacros('\\pair{a+b}{\\alpha} \\pair x y', m)).toEqual({ ok: true, tex: '(a+b, \\alpha) (x, y)' });
  });

  it('expands macros that use other macros, pass after pass', () => {
    const m = macros('\\newcommand{\\R}{\\mathbb{R}}\n\\newcommand{\\RR}{\\R^2}');
    expect(expandKatexMacros('\\RR', m)).toEqual({ ok: true, tex: '\\mathbb{R}^2' });
  });

  it('leaves control symbols and a call missing its arguments alone', () => {
    const m = macros('\\newcommand{\\f}[1]{f(#1)}');
    expect(expandKatexMacros('a \\\\ \\{ \\f', m)).toEqual({ ok: true, tex: 'a \\\\ \\{ \\f' });
  });

  it(`refuses more than ${MACRO_EXPANSIONS_PER_PASS} expansions in one pass`, () => {
    const m = macros('\\newcommand{\\x}{x}');
    expect(expandKatexMacros('\\x '.repeat(MACRO_EXPANSIONS_PER_PASS), m).ok).toBe(true);
    expect(expandKatexMacros('\\x '.repeat(MACRO_EXPANSIONS_PER_PASS + 1), m)).toMatchObject({ ok: false, reason: 'limit' });
  });

  it(`refuses a formula that still expands after ${MACRO_PASSES} passes`, () => {
    expect(expandKatexMacros('\\loop', macros('\\newcommand{\\loop}{\\loop}'))).toMatchObject({ ok: false, reason: 'limit' });
    // A chain exactly 50 deep still expands; 51 deep does not.
    const chain = (n: number) => Array.from({ length: n }, (_, i) => `\\newcommand{\\m${'a'.repeat(i)}}{\\m${'a'.repeat(i + 1)}}`).join('\n');
    expect(expandKatexMacros('\\m', macros(`${chain(MACRO_PASSES)}`))).toEqual({ ok: true, tex: `\\m${'a'.repeat(MACRO_PASSES)}` });
    expect(expandKatexMacros('\\m', macros(`${chain(MACRO_PASSES + 1)}`)).ok).toBe(false);
  });

  it('refuses a formula that doubles on every pass before it eats the memory', () => {
    expect(expandKatexMacros('\\d', macros('\\newcommand{\\d}{\\d\\d}')).ok).toBe(false);
  });

  it('reads the setting text once and skips its unreadable lines', () => {
    expect(expandWithMacroText('\\R', 'nonsense\n\\newcommand{\\R}{\\mathbb{R}}')).toEqual({ ok: true, tex: '\\mathbb{R}' });
    expect(expandWithMacroText('\\R', '')).toEqual({ ok: true, tex: '\\R' });
  });
});

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FONT_CHOICES, resolveFontChoice, SERVED_FONTS } from './fonts';
import { readPackageCss, servedPackages, subsetFontCss } from './font-faces/subset.mjs';

const here = join(process.cwd(), 'src/ui/theme');
const DECLARED_SYSTEM = ['system-ui', 'sans-serif', 'serif', 'monospace', 'hiragino-sans', 'hiragino-mincho', 'yu-gothic', 'yu-mincho', 'meiryo'];

describe('font catalogue', () => {
  it('about 36 choices with unique ids, each a local loader or a declared system font', () => {
    expect(FONT_CHOICES.length).toBeGreaterThanOrEqual(35);
    expect(new Set(FONT_CHOICES.map((f) => f.id)).size).toBe(FONT_CHOICES.length);
    for (const f of FONT_CHOICES) {
      if (f.source === 'local') {
        expect(f.load, f.id).toBeTypeOf('function');
        expect(existsSync(join(here, 'font-faces', `${f.id}.css`)), f.id).toBe(true);
        expect(f.family.startsWith(`'${f.label}', `), f.id).toBe(true);
      } else {
        expect(f.load, f.id).toBeUndefined();
        expect(DECLARED_SYSTEM, f.id).toContain(f.id);
        // a system font always names a generic family last, so a missing font falls back
        expect(f.family, f.id).toMatch(/(sans-serif|serif|monospace)$/);
      }
    }
    expect(SERVED_FONTS.length).toBe(FONT_CHOICES.length - DECLARED_SYSTEM.length);
  });

  it('every local loader resolves (its CSS module exists)', async () => {
    await Promise.all(SERVED_FONTS.map((f) => expect(f.load!(), f.id).resolves.toBeDefined()));
  });

  it('the committed font-face CSS is up to date, woff2 only, latin and Japanese slices only, files present', () => {
    const pkgs: string[] = servedPackages(readFileSync(join(here, 'fonts.ts'), 'utf8'));
    expect(pkgs.sort()).toEqual(SERVED_FONTS.map((f) => f.id).sort());
    for (const pkg of pkgs) {
      const css = readFileSync(join(here, 'font-faces', `${pkg}.css`), 'utf8');
      expect(css, pkg).toBe(subsetFontCss(pkg, readPackageCss(pkg)));
      expect(css).not.toMatch(/\.woff\)/);
      expect(css).not.toMatch(/cyrillic|greek|vietnamese|latin-ext/);
      const files = [...css.matchAll(/url\(\.\.\/\.\.\/\.\.\/\.\.\/([^)]+)\)/g)].map((m) => m[1]!);
      expect(files.length, pkg).toBeGreaterThan(0);
      for (const file of files) expect(existsSync(join(process.cwd(), file)), file).toBe(true);
    }
  });

  it('subsetting keeps latin and numbered Japanese slices and drops the rest', () => {
    const face = (name: string, file: string) => `/* ${name} */\n@font-face {\n  font-family: 'X';\n  src: url(./files/${file}.woff2) format('woff2'), url(./files/${file}.woff) format('woff');\n  unicode-range: U+0;\n}\n`;
    const out: string = subsetFontCss('x', face('x-[3]-400-normal', 'a') + face('x-cyrillic-400-normal', 'b') + face('x-latin-400-normal', 'c') + face('x-latin-ext-400-normal', 'd'));
    expect(out).toContain('url(../../../../node_modules/@fontsource/x/files/a.woff2)');
    expect(out).toContain('files/c.woff2');
    expect(out).not.toMatch(/files\/[bd]\.|\.woff\)/);
  });
});

describe('resolveFontChoice', () => {
  it('resolves ids, unknown and empty are null', () => {
    expect(resolveFontChoice('inter')?.family).toMatch(/^'Inter'/);
    expect(resolveFontChoice('meiryo')?.source).toBe('system');
    expect(resolveFontChoice('nope')).toBeNull();
    expect(resolveFontChoice(null)).toBeNull();
  });
  it('random picks each served font for some draw, and only served fonts', () => {
    const picked = new Set<string>();
    for (let i = 0; i < SERVED_FONTS.length; i++) {
      const f = resolveFontChoice('random', () => (i + 0.5) / SERVED_FONTS.length);
      expect(f?.source).toBe('local');
      picked.add(f!.id);
    }
    expect(picked.size).toBe(SERVED_FONTS.length);
    expect(resolveFontChoice('random', () => 0.999999)?.source).toBe('local');
  });
  it('ids of earlier choices map to a served font of the same design or metrics', () => {
    expect(resolveFontChoice('arial')?.id).toBe('arimo');
    expect(resolveFontChoice('times')?.id).toBe('tinos');
    expect(resolveFontChoice('source-han-sans')?.id).toBe('noto-sans-jp');
  });
});

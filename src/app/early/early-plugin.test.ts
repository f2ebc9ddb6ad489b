import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { attributeJson, compileEarlyScript, earlyConfigOf, hashInlineStyles, homeChunk, rewriteIndexHtml } from '../../../build/early-plugin';

/** A bundle chunk as Rolldown describes it, and the app's entry. */
const chunk = (fileName: string, extra: Record<string, unknown> = {}) => ({ type: 'chunk' as const, fileName, ...extra });
const entryChunk = { 'assets/index-a.js': chunk('assets/index-a.js', { isEntry: true, facadeModuleId: '/r/index.html' }) };

describe('early script build', () => {
  it('compiles to one classic script: no import or export, nothing of the app', async () => {
    const code = await compileEarlyScript(resolve(__dirname, '../../..'));
    expect(code.length).toBeGreaterThan(500);
    // Inlined into every start's HTML. (20,000 until the picture's rules became constructed sheets,
    // +0.3 KB, so that the CSP's style-src needs no 'unsafe-inline'; 20,500 until a visible page's
    // picture waited for its frame instead of 100/150 ms timers that fired first under load, +0.13 KB.)
    expect(code.length).toBeLessThan(20_600);
    expect(code).not.toMatch(/^\s*(import|export)\b/m);
    expect(code).not.toMatch(/\bimport\s*\(/);
    expect(code).toContain('earlyPlan');
    expect(code).toContain('startSnapshot');
  });

  it('finds each language and the home page’s code in the bundle', () => {
    const bundle = {
      ...entryChunk,
      'assets/en-US-b.js': chunk('assets/en-US-b.js', { facadeModuleId: '/r/src/locales/base/en-US.ts', imports: ['assets/index-a.js'] }),
      'assets/routes-c.js': chunk('assets/routes-c.js', {
        facadeModuleId: '/r/routes/index.tsx?tsr-split=component',
        imports: ['assets/index-a.js', 'assets/Timeline-d.js'],
        viteMetadata: { importedCss: new Set(['assets/routes-c.css']) },
      }),
      'assets/Timeline-d.js': chunk('assets/Timeline-d.js', { imports: ['assets/routes-c.js'], viteMetadata: { importedCss: new Set(['assets/Timeline-d.css']) } }),
    };
    expect(earlyConfigOf(bundle, 'b1', 'ja-JP')).toEqual({
      build: 'b1',
      locales: { 'en-US': ['/assets/en-US-b.js'] },
      defaultLang: 'ja-JP',
      home: { js: ['/assets/routes-c.js', '/assets/Timeline-d.js'], css: ['/assets/routes-c.css', '/assets/Timeline-d.css'] },
    });
  });

  it('finds the home page’s code in the `home` group chunk, which has no facade module', () => {
    const bundle = {
      ...entryChunk,
      'assets/settings-s.js': chunk('assets/settings-s.js', { facadeModuleId: '/r/routes/_login/settings.tsx?tsr-split=component', imports: ['assets/home-h.js'] }),
      'assets/home-h.js': chunk('assets/home-h.js', {
        facadeModuleId: null,
        moduleIds: ['/r/src/features/note/Note.tsx', '/r/routes/index.tsx?tsr-split=component'],
        imports: ['assets/index-a.js', 'assets/runtime-r.js'],
        viteMetadata: { importedCss: new Set(['assets/home-h.css']) },
      }),
      'assets/runtime-r.js': chunk('assets/runtime-r.js'),
    };
    expect(homeChunk(Object.values(bundle))?.fileName).toBe('assets/home-h.js');
    expect(earlyConfigOf(bundle, 'b1', 'ja-JP').home).toEqual({ js: ['/assets/home-h.js', '/assets/runtime-r.js'], css: ['/assets/home-h.css'] });
  });

  it('writes JSON that cannot leave its attribute', () => {
    const out = attributeJson({ a: '"><script>alert(1)</script>' });
    expect(out).not.toMatch(/["<>]/);
    const decoded = out.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
    expect(JSON.parse(decoded)).toEqual({ a: '"><script>alert(1)</script>' });
  });

  it('inlines the script with its hash in the CSP and hands the entry to it', () => {
    const html = [
      '<html><head><meta http-equiv="Content-Security-Policy" content="default-src \'self\'; script-src \'self\'; object-src \'none\'" />',
      '<script type="module" crossorigin src="/assets/index-a.js"></script>',
      '<link rel="stylesheet" crossorigin href="/assets/index-a.css">',
      '</head><body><div id="app"></div></body></html>',
    ].join('\n');
    const code = 'window.x="$&$1";';
    const config = { build: 'b1', locales: {}, defaultLang: 'ja-JP', home: { js: [], css: [] } };
    const out = rewriteIndexHtml(html, code, config);
    const hash = createHash('sha256').update(code).digest('base64');
    expect(out).toContain(`script-src 'self' 'sha256-${hash}'; object-src`);
    expect(out).toContain(`<body>\n    <script>${code}</script>`);
    expect(out).not.toContain('rel="stylesheet"');
    expect(out).toContain('&quot;css&quot;:[&quot;/assets/index-a.css&quot;]');
    expect(out).not.toContain('<script type="module"');
    // The early script fetches the entry itself (later on a start that draws the first page).
    expect(out).not.toContain('index-a.js">');
    expect(out).toContain('&quot;entry&quot;:&quot;/assets/index-a.js&quot;');
    expect(() => rewriteIndexHtml(html, 'a="</script>"', config)).toThrow();
  });

  it("allows index.html's own <style> by its hash, and adds none to a policy that allows inline styles", () => {
    const css = '#splash{color:red}';
    const hash = createHash('sha256').update(css).digest('base64');
    const html = (styleSrc: string) => `<head><meta http-equiv="Content-Security-Policy" content="default-src 'self'; style-src ${styleSrc}; img-src 'self'" /><style>${css}</style></head>`;
    expect(hashInlineStyles(html("'self'"))).toContain(`style-src 'self' 'sha256-${hash}'; img-src`);
    // A hash would switch 'unsafe-inline' off (a captcha build keeps it).
    expect(hashInlineStyles(html("'self' 'unsafe-inline'"))).toBe(html("'self' 'unsafe-inline'"));
  });
});

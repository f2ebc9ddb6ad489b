import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetSettingsForTests, setSetting } from '@/core/settings';
import { renderMfm } from './mfm.test-util';
import { registerCodeHighlighter, registerMathRenderer } from './plugins';

afterEach(async () => {
  registerMathRenderer(null);
  registerCodeHighlighter(null);
  await resetSettingsForTests();
});

describe('optional renderers', () => {
  it('math is drawn by a registered renderer, lazily', async () => {
    const draw = vi.fn((formula: string, target: HTMLElement, display: boolean) => {
      target.textContent = `[${display ? 'block' : 'inline'}:${formula}]`;
    });
    const loader = vi.fn(() => Promise.resolve(draw));
    registerMathRenderer(loader);
    expect(loader).not.toHaveBeenCalled();
    const { container } = renderMfm('\\(a+b\\)');
    await waitFor(() => expect(container.querySelector('code')).toBeNull());
    expect(container.textContent).toBe('[inline:a+b]');
    expect(loader).toHaveBeenCalledTimes(1);
  });
  it('custom macros (customKatexMacro) are expanded before drawing; past the limits an error replaces the formula', async () => {
    registerMathRenderer(() => Promise.resolve((formula: string, target: HTMLElement) => void (target.textContent = `[${formula}]`)));
    setSetting('customKatexMacro', '\\newcommand{\\R}{\\mathbb{R}}\n\\newcommand{\\forever}{\\forever}');
    const { container } = renderMfm('\\(x \\in \\R\\) \\(\\forever\\)');
    await waitFor(() => expect(container.querySelector('[data-math-error]')).not.toBeNull());
    await waitFor(() => expect(container.querySelector('code')).toBeNull());
    expect(container.textContent).toContain('[x \\in \\mathbb{R}]');
    expect(container.textContent).not.toContain('forever');
    // Macros removed: the formula is drawn as written.
    setSetting('customKatexMacro', '');
    await waitFor(() => expect(container.querySelector('[data-math-error]')).toBeNull());
    await waitFor(() => expect(container.textContent).toContain('[x \\in \\R]'));
  });
  it('math keeps its source when the renderer fails to load', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    registerMathRenderer(() => Promise.reject(new Error('offline')));
    const { container } = renderMfm('\\(a+b\\)');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container.querySelector('code')?.textContent).toBe('a+b');
  });
  it('code is highlighted with validated colours', async () => {
    registerCodeHighlighter(() =>
      Promise.resolve((code: string) => [
        [
          { content: code.slice(0, 5), color: '#ff0000' },
          { content: code.slice(5), color: 'red;background:url(x)' },
        ],
      ]),
    );
    const { container } = renderMfm('```js\nconst x\n```');
    await waitFor(() => expect(container.querySelectorAll('code span span')).toHaveLength(2));
    const [first, second] = container.querySelectorAll<HTMLElement>('code span span');
    expect(first?.style.color).toBe('rgb(255, 0, 0)');
    expect(second?.getAttribute('style')).toBeNull();
    expect(container.querySelector('code')?.textContent).toBe('const x');
  });
});

describe('KaTeX (the default math renderer)', () => {
  it('draws formulas and refuses untrusted commands', async () => {
    const { loadKatexMath } = await import('./katex-math');
    registerMathRenderer(loadKatexMath);
    const { container } = renderMfm('\\(x^2\\) \\(\\href{javascript:alert(1)}{x}\\)');
    await waitFor(() => expect(container.querySelectorAll('.katex')).toHaveLength(2), { timeout: 5000 });
    expect(container.querySelector('a')).toBeNull();
    expect(container.innerHTML).not.toMatch(/href="javascript/i);
  });
});

describe('image settings', () => {
  it('disableShowingAnimatedImages shows custom emoji through the static proxy', () => {
    setSetting('disableShowingAnimatedImages', true);
    renderMfm(':a:', { emojis: { a: 'https://cdn.example/a.gif' } });
    const src = screen.getByRole('img').getAttribute('src') ?? '';
    const url = new URL(src);
    expect(url.pathname).toBe('/proxy/static.webp');
    expect(url.searchParams.get('url')).toBe('https://cdn.example/a.gif');
    expect(url.searchParams.get('static')).toBe('1');
  });
});

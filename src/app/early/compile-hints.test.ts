import { describe, expect, it } from 'vitest';
import { addCompileHint, COMPILE_HINT, hintedChunks } from '../../../build/compile-hints';
import type { BundleItem } from '../../../build/early-plugin';

const chunk = (fileName: string, extra: Partial<BundleItem> = {}): BundleItem => ({ type: 'chunk', fileName, code: `/* ${fileName} */`, ...extra });

function bundleOf(...items: BundleItem[]): Record<string, BundleItem> {
  return Object.fromEntries(items.map((i) => [i.fileName, i]));
}

describe('compile hints', () => {
  const bundle = () =>
    bundleOf(
      chunk('assets/index-a.js', { isEntry: true, facadeModuleId: '/r/index.html' }),
      chunk('assets/routes-c.js', { facadeModuleId: '/r/routes/index.tsx?tsr-split=component', imports: ['assets/index-a.js', 'assets/Timeline-d.js'] }),
      chunk('assets/Timeline-d.js', { imports: ['assets/Note-e.js'] }),
      chunk('assets/Note-e.js'),
      chunk('assets/PostForm-f.js', { imports: ['assets/Note-e.js'] }),
      chunk('assets/settings-g.js', { facadeModuleId: '/r/routes/_login/settings.tsx?tsr-split=component' }),
    );

  it('marks the entry and the home page’s code, nothing loaded later', () => {
    expect(hintedChunks(bundle()).sort()).toEqual(['assets/Note-e.js', 'assets/Timeline-d.js', 'assets/index-a.js', 'assets/routes-c.js']);
  });

  it('puts the hint on the first line once, and moves the source map down by that line', () => {
    const b = bundle();
    b['assets/Note-e.js.map'] = { type: 'asset', fileName: 'assets/Note-e.js.map', source: JSON.stringify({ version: 3, mappings: 'AAAA;AACA' }) };
    addCompileHint(b, 'assets/Note-e.js');
    addCompileHint(b, 'assets/Note-e.js');
    expect(b['assets/Note-e.js']!.code).toBe(`${COMPILE_HINT}/* assets/Note-e.js */`);
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
    expect(JSON.parse(b['assets/Note-e.js.map']!.source as string).mappings).toBe(';AAAA;AACA');
    addCompileHint(b, 'assets/missing.js'); // nothing to do, no throw
  });
});

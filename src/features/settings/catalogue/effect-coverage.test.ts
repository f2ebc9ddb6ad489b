/**
 * A setting the settings pages show is a promise: some end-to-end test sets it and watches its
 * effect. Such a test names the keys it covers in backticks in its title, e.g.
 * test('`showFullAcct`: the header shows the full address', ...). This check lists every setting
 * a settings page renders (the declarative items plus the keys the hand-built pages read) and
 * fails when one of them has no such test.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isSettingKey } from '@/core/settings';
import { PAGE_ITEMS } from './items';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

function filesUnder(dir: string, suffix: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path, suffix);
    return path.endsWith(suffix) ? [path] : [];
  });
}

/** Where the settings routes (routes/_login/settings) take their pages from. */
const PAGE_DIRS = ['src/features/settings/pages', 'src/features/appearance', 'src/features/theme', 'src/features/plugins'];

/** Settings read by the hand-built settings pages (`useSetting('key')`). */
function keysReadByPages(): string[] {
  const keys = PAGE_DIRS.flatMap((dir) => filesUnder(join(root, dir), '.tsx'))
    .filter((path) => !path.endsWith('.test.tsx'))
    .flatMap((path) => [...readFileSync(path, 'utf8').matchAll(/useSetting\('([a-zA-Z]+)'/g)].map((m) => m[1]!));
  return keys.filter(isSettingKey);
}

/** Setting keys that end-to-end test titles name in backticks. */
function keysNamedByE2eTitles(): Set<string> {
  const named = new Set<string>();
  for (const path of filesUnder(join(root, 'tests/e2e'), '.spec.ts')) {
    const source = readFileSync(path, 'utf8');
    for (const title of source.matchAll(/\btest\(\s*'((?:[^'\\]|\\.)*)'/g)) {
      for (const key of title[1]!.matchAll(/`([a-zA-Z]+)`/g)) named.add(key[1]!);
    }
  }
  return named;
}

/** Settings a page shows only as stored bookkeeping, not as a control with an effect to watch. */
const BOOKKEEPING = new Set(['preferencesLastBackupAt']);

describe('settings effect coverage', () => {
  const shown = new Set([...Object.values(PAGE_ITEMS).flat().map((item) => item.setting), ...keysReadByPages()]);
  const named = keysNamedByE2eTitles();

  it('finds the settings the pages show and the keys the tests name', () => {
    expect(shown.size).toBeGreaterThan(40);
    expect(named.size).toBeGreaterThan(0);
  });

  it('every setting a settings page shows has an end-to-end test that names it', () => {
    const uncovered = [...shown].filter((key) => !BOOKKEEPING.has(key) && !named.has(key)).sort();
    expect(uncovered).toEqual([]);
  });
});

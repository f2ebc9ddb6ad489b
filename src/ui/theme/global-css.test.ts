import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileTheme } from './compile';
import { THEME_KEYS } from './theme-keys';

// Vitest runs from the repository root.
const css = readFileSync(resolve(process.cwd(), 'src/ui/theme/global.css'), 'utf8');

function block(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  const body = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries([...body.matchAll(/--([A-Za-z]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
}

describe('global.css holds the compiled default themes', () => {
  it.each([
    ['dark', ':root'],
    ['light', ":root[data-color-scheme='light']"],
  ] as const)('%s', (base, selector) => {
    const vars = block(selector);
    const compiled = compileTheme({ base, props: {} });
    for (const key of THEME_KEYS) expect(vars[key], key).toBe(compiled[key]);
  });
});

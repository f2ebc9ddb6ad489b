import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The features the end-to-end Chromium runs without.
 *
 * Debian's `/usr/bin/chromium` is the full browser in its new headless mode, which builds the
 * window's own interface too: every new context (each test has one) started two more renderers for
 * the address bar's WebUI popups. Switching them off cut a 51-test sample from 169 s to 135 s on the
 * 2-core machine, which the tests keep busy (a third worker gained nothing).
 */
const OURS = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

/**
 * Chromium reads only the last `--disable-features` switch, and ours comes after Playwright's own: so
 * ours must repeat Playwright's list, read from the installed Playwright (it changes between releases).
 */
function playwrightDisabledFeatures(): string[] {
  const require = createRequire(import.meta.url);
  const bundle = readFileSync(join(dirname(require.resolve('playwright-core/package.json')), 'lib', 'coreBundle.js'), 'utf8');
  const list = /\bdisabledFeatures = \[([\s\S]*?)\]/.exec(bundle)?.[1];
  const names = [...(list ?? '').matchAll(/^\s*"([A-Za-z0-9]+)",?\s*$/gm)].map((m) => m[1]!);
  if (names.length < 5) throw new Error("tests/e2e/chromium-flags.ts could not read Playwright's disabled Chromium features: update how it finds them.");
  return names;
}

export const DISABLE_FEATURES_SWITCH = `--disable-features=${[...new Set([...playwrightDisabledFeatures(), ...OURS])].join(',')}`;

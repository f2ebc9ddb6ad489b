import type { Browser } from '@playwright/test';
import { cdpOf, throttle } from '../lib/browser';
import { durationPerTry, etMs } from '../lib/event-timing';
import { fmt, type Row } from '../lib/report';
import { arm, figures, OBSERVER, readEntries, SETTLE_MS, shownAfterInput, type ActionFigures } from './actions';

/**
 * Optional: Misskey's own web client at `origin` (`--misskey <origin>`, signed in with
 * BENCH_MISSKEY_TOKEN), for the action its markup lets the bench find without knowing its build:
 * the post form (the `n` shortcut, a textarea showing). Untested here: no Misskey server is
 * reachable from the machine this was written on.
 */
export interface MisskeyActionsResult {
  origin: string;
  x1?: ActionFigures;
  x4?: ActionFigures;
  error?: string;
}

/** The `--misskey <origin>` argument, or null. */
export function misskeyOrigin(argv: readonly string[]): string | null {
  const at = argv.indexOf('--misskey');
  const value = at >= 0 ? argv[at + 1] : argv.find((a) => a.startsWith('--misskey='))?.slice('--misskey='.length);
  return value && /^https?:\/\//.test(value) ? value.replace(/\/+$/, '') : null;
}

export async function runMisskeyActions(browser: Browser, origin: string, token: string | undefined, tries: number): Promise<MisskeyActionsResult> {
  const out: MisskeyActionsResult = { origin };
  if (!token) return { ...out, error: 'BENCH_MISSKEY_TOKEN is not set' };
  // Misskey's client keeps the signed-in account (the `i` answer with its token) in localStorage `account`.
  const me = (await (await fetch(`${origin}/api/i`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ i: token }) })).json()) as Record<string, unknown>;
  if (!me.id) return { ...out, error: `api/i refused the token: ${JSON.stringify(me).slice(0, 80)}` };
  for (const [key, rate] of [['x1', 1], ['x4', 4]] as const) {
    const context = await browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 800 } });
    await context.addInitScript(`localStorage.setItem('account', ${JSON.stringify(JSON.stringify({ ...me, token }))})`);
    await context.addInitScript(OBSERVER);
    try {
      const page = await context.newPage();
      await page.goto('/');
      await page.locator('article, [tabindex="0"][class*="note"]').first().waitFor({ timeout: 30_000 });
      await page.waitForTimeout(1000);
      const cdp = await cdpOf(page);
      await throttle(cdp, rate);
      const shown: number[] = [];
      for (let i = 0; i < tries; i++) {
        await arm(page, 'keydown', { selector: 'textarea' });
        await page.keyboard.press('n');
        shown.push(await shownAfterInput(page, 'Misskey post form'));
        await page.waitForTimeout(SETTLE_MS);
        await page.keyboard.press('Escape');
        await page.waitForTimeout(SETTLE_MS);
      }
      await page.waitForTimeout(500);
      const { entries, windows } = await readEntries(page);
      out[key] = figures(durationPerTry(entries, windows), shown);
      await throttle(cdp, 1);
    } catch (e) {
      out.error = String(e instanceof Error ? e.message : e).split('\n')[0];
    } finally {
      await context.close();
    }
  }
  return out;
}

export function misskeyRows(r: MisskeyActionsResult | null): Row[] {
  const sec = '9 actions, Misskey web client';
  if (!r) return [[sec, 'post form (n)', 'skipped', '0', 'skipped: no --misskey <origin> given (npx tsx bench/run.ts --misskey https://misskey.example with BENCH_MISSKEY_TOKEN)']];
  const rows: Row[] = [];
  for (const key of ['x1', 'x4'] as const) {
    const f = r[key];
    if (!f) continue;
    rows.push([sec, `post form (n) at ${key === 'x1' ? '1×' : '4×'} CPU: input → next paint p50 / p95 / max`, `${etMs(f.p50)} / ${etMs(f.p95)} / ${etMs(f.max)}`, String(f.tries), `${r.origin}; shown after p50 ${fmt.ms(f.shownP50)} / p95 ${fmt.ms(f.shownP95)}`]);
  }
  if (r.error) rows.push([sec, 'not measured', 'n/a', '0', `${r.origin}: ${r.error}`.slice(0, 160)]);
  return rows;
}

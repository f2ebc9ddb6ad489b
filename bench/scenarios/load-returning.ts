/**
 * 2: the first usable note of a returning reader, in a browser profile of their own. The load
 * scenario's cold and warm visits run in fresh (incognito) contexts, where Chromium keeps no
 * compiled code between visits; a reader's own browser does (V8's code cache: produced on a
 * script's second load, used from the third), so their start compiles nothing again.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { CHROMIUM_ARGS, VIEWPORT, openSignInFilled, waitForFirstNote } from '../lib/browser';
import { PROBE_SCRIPT } from '../lib/probes';
import { median } from '../lib/stats';

/** Visits before the measured one: the first compiles and caches the page, the second produces the code cache. */
const VISITS_BEFORE = 2;

export interface ReturningResult {
  app: number;
  floor: number;
  samples: Array<{ app: number; floor: number }>;
}

/** A persistent profile of its own (removed after), with the bench probes. */
async function withProfile<T>(baseURL: string, work: (context: BrowserContext) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-profile-'));
  const context = await chromium.launchPersistentContext(dir, { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS, headless: true, baseURL, locale: 'en-US', viewport: VIEWPORT });
  try {
    await context.addInitScript(`localStorage.getItem('lang') || localStorage.setItem('lang', 'en-US')`);
    await context.addInitScript(PROBE_SCRIPT);
    return await work(context);
  } finally {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Visits `path` VISITS_BEFORE times (`first`, when given, is the first of them), then once more:
 * that visit's first usable note (ms).
 */
async function returningVisit(context: BrowserContext, path: string, actionable: boolean, first?: (context: BrowserContext) => Promise<void>): Promise<number> {
  if (first) await first(context);
  for (let i = first ? 1 : 0; ; i++) {
    const page = await context.newPage();
    try {
      await page.goto(path);
      const t = await waitForFirstNote(page, 60_000, actionable);
      if (i === VISITS_BEFORE) return t.usable;
      await page.waitForTimeout(1500); // the app saves its cache and start snapshot a little after its first page
    } finally {
      await page.close();
    }
  }
}

/** Carol signs in through the dialog and opens Home (as signedInState does), in this profile. */
async function signIn(context: BrowserContext): Promise<void> {
  const page = await context.newPage();
  const dialog = await openSignInFilled(page);
  await dialog.locator('button[type="submit"]').click();
  await page.locator('[data-layout="universal"]').waitFor();
  await page.getByRole('tab', { name: 'Home' }).click();
  await page.locator('[role="feed"] article').first().waitFor();
  await page.waitForTimeout(1500);
  await page.close();
}

/** `runs` returning visits of the app and of the floor page (the bare baseline), interleaved, at 1× CPU. */
export async function runReturning(appUrl: string, floorUrl: string, floorPath: string, runs: number): Promise<ReturningResult> {
  const samples: ReturningResult['samples'] = [];
  for (let i = 0; i < runs; i++) {
    const app = await withProfile(appUrl, (c) => returningVisit(c, '/', true, signIn));
    const floor = await withProfile(floorUrl, (c) => returningVisit(c, floorPath, false));
    samples.push({ app, floor });
  }
  return { app: median(samples.map((s) => s.app)), floor: median(samples.map((s) => s.floor)), samples };
}

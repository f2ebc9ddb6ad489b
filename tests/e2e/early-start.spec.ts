/**
 * The early start (issue 11): a returning reader sees the picture of what they last read before the
 * app's code has even arrived, the start's requests leave at once (not after the code), and the live
 * app replaces the picture when it has painted; signing out forgets both.
 */
import { expect, test } from './reliability/support';

const ENTRY = /\/assets\/index-[^/]+\.js$/;

// The service worker would answer the entry from its cache, out of reach of page.route.
test.use({ serviceWorkers: 'block' });

test('a returning reader sees her last timeline before the app has loaded, then the live one', async ({ page }) => {
  test.setTimeout(60_000);
  await page.request.post('/__mock/bulk-post', { data: { username: 'alice', count: 30, prefix: 'early' } });
  await page.goto('/');
  const live = page.locator('#app [role="feed"] article');
  await expect(live.filter({ hasText: 'early #29' })).toBeVisible();
  // The tab is named after the server (its meta), not the page's placeholder.
  const serverName = ((await (await page.request.post('/api/meta', { data: {} })).json()) as { name: string }).name;
  await expect(page).toHaveTitle(serverName);
  // The picture is taken in idle time about a second after the start, and when the page is left.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('startSnapshot')?.length ?? 0), { timeout: 10_000 }).toBeGreaterThan(100);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('earlyPlan')), { timeout: 10_000 }).toContain('notes/timeline');

  // Next visit: the app's entry arrives only once the test has seen the picture (held, not delayed
  // by a set time: on a loaded machine the test's own checks could outlast any such delay).
  let serveEntry = () => {};
  const entryHeld = new Promise<void>((r) => (serveEntry = r));
  await page.route(ENTRY, async (route) => {
    await entryHeld;
    await route.continue();
  });
  // What the page adds, by frame: the picture, then (after it has painted) the app's code and styles.
  await page.addInitScript(() => {
    const w = window as unknown as { __frame: number; __added: Array<[string, number]> };
    w.__frame = 0;
    w.__added = [];
    // The picture's rules are constructed sheets (CSSOM, allowed by the CSP): counted per frame.
    let sheets = 0;
    const tick = () => {
      w.__frame++;
      if (document.adoptedStyleSheets.length !== sheets) {
        sheets = document.adoptedStyleSheets.length;
        w.__added.push([`SHEETS ${sheets}`, w.__frame]);
      }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    new MutationObserver((records) => {
      for (const r of records) {
        for (const n of Array.from(r.addedNodes)) {
          if (n instanceof Element) w.__added.push([n.id || n.getAttribute('href') || n.getAttribute('src') || n.tagName, w.__frame]);
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const apiAt: Array<{ endpoint: string; at: number; body: string }> = [];
  page.on('request', (r) => {
    const m = new URL(r.url()).pathname.match(/^\/api\/(.+)$/);
    if (m) apiAt.push({ endpoint: m[1]!, at: Date.now(), body: r.postData() ?? '' });
  });
  await page.reload({ waitUntil: 'commit' }); // not 'load': that waits for the slow entry
  const picture = page.locator('#start-snapshot [role="feed"] article').filter({ hasText: 'early #29' });
  await expect(picture).toBeVisible(); // the entry is held: this is the early script's picture
  await expect(page.locator('#start-snapshot')).toHaveAttribute('aria-hidden', 'true');
  // The picture's icons (its rules that load files) are added once it has painted, and show.
  await expect.poll(() => page.evaluate(() => document.adoptedStyleSheets.length)).toBe(2);
  const pictureIcon = picture.locator('footer button span[aria-hidden="true"]').first();
  expect(await pictureIcon.evaluate((el) => getComputedStyle(el).getPropertyValue('mask-image'))).toMatch(/\/assets\/arrow-back-up-[\w-]+\.svg/);
  // Nothing of the app's code or styles was asked for before the picture's first frame (from the
  // cache they would arrive in time to be compiled and parsed in front of it), nor its icons.
  const added = await page.evaluate(() => (window as unknown as { __added: Array<[string, number]> }).__added);
  const frameOf = (re: RegExp) => added.find(([what]) => re.test(what))?.[1];
  const pictureFrame = frameOf(/^start-snapshot$/);
  expect(pictureFrame, JSON.stringify(added)).toBeDefined();
  expect(frameOf(/\/assets\/index-[^/]+\.css$/), JSON.stringify(added)).toBeGreaterThan(pictureFrame!);
  expect(frameOf(ENTRY), JSON.stringify(added)).toBeGreaterThan(pictureFrame!);
  const lateStyleFrame = frameOf(/^SHEETS 2$/); // the picture's own rules, then those that load files
  expect(lateStyleFrame, JSON.stringify(added)).toBeGreaterThan(pictureFrame!);
  // Its requests left while the entry was held (the early script's, not the app's)…
  const accountAsked = apiAt.find((c) => c.endpoint === 'i');
  expect(accountAsked, JSON.stringify(apiAt)).toBeTruthy();
  serveEntry();

  // …and the live app takes over: one feed on the page, the picture gone, nothing asked twice.
  await expect(live.filter({ hasText: 'early #29' })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('#start-snapshot')).toHaveCount(0);
  await expect(page.locator('[role="feed"]')).toHaveCount(1);
  await page.waitForTimeout(500);
  expect(apiAt.filter((c) => c.endpoint === 'i')).toHaveLength(1);
  expect(apiAt.filter((c) => c.endpoint === 'meta')).toHaveLength(1);
  // The timeline catches up from the saved cache (sinceId); no first page is asked for in vain.
  expect(apiAt.filter((c) => c.endpoint === 'notes/timeline' && !c.body.includes('sinceId'))).toHaveLength(0);

  // Signing out forgets the picture and the plan.
  await page.unroute(ENTRY);
  await page.getByRole('button', { name: '@carol' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.locator('[data-page="welcome"]')).toBeVisible();
  // (The welcome page may make a visitor's plan of its own at once: its public timeline.)
  const [snapshot, plan] = await page.evaluate(() => [localStorage.getItem('startSnapshot'), localStorage.getItem('earlyPlan')]);
  expect(snapshot).toBeNull();
  if (plan !== null) expect((JSON.parse(plan) as { who: string }).who).toMatch(/ guest$/);
});

test('n pressed on the picture of the last session opens the post form once the app is there', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/');
  await expect(page.locator('#app [role="feed"] article').first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('startSnapshot')?.length ?? 0), { timeout: 10_000 }).toBeGreaterThan(100);
  await page.route(ENTRY, async (route) => {
    await new Promise((r) => setTimeout(r, 1_500));
    await route.continue();
  });
  await page.reload({ waitUntil: 'commit' });
  await expect(page.locator('#start-snapshot [role="feed"] article').first()).toBeVisible({ timeout: 2_000 });
  await page.keyboard.press('n');
  await expect(page.locator('#start-snapshot')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('dialog').locator('textarea').first()).toBeVisible();
});

test('with no picture of a last session, the first page is drawn from its answer while the app’s code loads', async ({ page }) => {
  test.setTimeout(60_000);
  await page.request.post('/__mock/bulk-post', { data: { username: 'alice', count: 5, prefix: 'first page' } });
  await page.request.post('/__mock/bulk-post', { data: { username: 'alice', count: 1, prefix: '<img src=x> $[spin spinning]' } });
  let entryAsked = 0;
  await page.route(ENTRY, async (route) => {
    entryAsked = Date.now();
    // Long enough that a busy machine still draws the picture first (4 s), short enough for a test.
    await new Promise((r) => setTimeout(r, 4_000));
    await route.continue();
  });
  let timelineAnswered = 0;
  let timelineAsked = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/notes/timeline' && !timelineAsked) timelineAsked = Date.now();
  });
  page.on('requestfinished', (r) => {
    if (new URL(r.url()).pathname === '/api/notes/timeline' && !timelineAnswered) timelineAnswered = Date.now();
  });
  await page.goto('/', { waitUntil: 'commit' });
  const picture = page.locator('#start-snapshot [role="feed"] article');
  await expect(picture.filter({ hasText: 'first page #4' })).toBeVisible({ timeout: 3_500 });
  // Markup in the text is text; MFM's effects are left out, their content kept.
  await expect(picture.first()).toContainText('<img src=x> spinning #0');
  await expect(page.locator('#start-snapshot img[src="x"], #start-snapshot script')).toHaveCount(0);
  await expect(page.locator('#start-snapshot')).toHaveAttribute('aria-hidden', 'true');
  // The app's code is asked for once the timeline request has left (it loads while the picture is
  // drawn; held back 4 s here, the picture came without it).
  await expect.poll(() => entryAsked, { timeout: 2_000 }).toBeGreaterThan(0);
  expect(timelineAsked).toBeGreaterThan(0);
  expect(entryAsked).toBeGreaterThanOrEqual(timelineAsked);
  // The live app replaces it, with the same notes and one feed on the page.
  await expect(page.locator('#app [role="feed"] article').filter({ hasText: 'first page #4' })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('#start-snapshot')).toHaveCount(0);
  await expect(page.locator('[role="feed"]')).toHaveCount(1);
});

/** The Content-Security-Policy meta of the production build: present, enforced, and the app lives with it. */
import { test as base } from '../test';
import { PASSWORD } from '../helpers';
import { expect, feedArticles, mockPost } from './support';

const test = base;

/** Records securitypolicyviolation events from the first moment of every document. */
const RECORD_VIOLATIONS = `(() => {
  window.__csp = [];
  document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(e.violatedDirective + ' ' + (e.blockedURI || '') + ' ' + (e.sample || '')));
})();`;
const violations = (page: import('@playwright/test').Page) => page.evaluate<string[]>('window.__csp');

test.beforeEach(async ({ page }) => {
  await page.request.post('/__mock/reset');
  await page.addInitScript(`localStorage.getItem('lang') || localStorage.setItem('lang', 'en-US')`);
  await page.addInitScript(RECORD_VIOLATIONS);
});

test('index.html carries the CSP meta: scripts from self only, no inline but the early script by its hash, no eval, no plugins', async ({ page }) => {
  const html = await (await page.request.get('/')).text();
  const m = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html);
  expect(m, 'CSP meta in the served index.html').not.toBeNull();
  const csp = m![1]!;
  // One inline script (src/app/early), allowed by its own hash and nothing else.
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((x) => x[1]!);
  expect(inline).toHaveLength(1);
  const { createHash } = await import('node:crypto');
  const hash = createHash('sha256').update(inline[0]!).digest('base64');
  expect(csp).toMatch(new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/]/g, '\\$&')}'(;|$)`));
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  // No inline style but the HTML's own <style>, by its hash (the rest are constructed sheets).
  const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((x) => `'sha256-${createHash('sha256').update(x[1]!).digest('base64')}'`);
  expect(styles.length).toBeGreaterThan(0);
  expect(/style-src ([^;]*)/.exec(csp)?.[1]).toBe(`'self' ${styles.join(' ')}`);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'self'");
  await page.goto('/');
  expect(await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')).toBe(csp);
});

test('an injected inline script does not run, eval and string timers are blocked, and violations are reported', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('[data-layout]')).toBeVisible();
  await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__cspBypass=1';
    document.body.append(s);
  });
  await page.evaluate(() => {
    const d = document.createElement('div');
    d.innerHTML = '<img src="data:," onerror="window.__cspBypass=2">';
    document.body.append(d);
  });
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __cspBypass?: number }).__cspBypass)).toBeUndefined();
  // eval straight from page.evaluate is exempt (DevTools); run it from a task the page owns.
  await page.evaluate(() => {
    const w = window as unknown as { __evalResults: string[] };
    w.__evalResults = [];
    setTimeout(() => {
      for (const [name, run] of [
        ['eval', () => eval('1 + 1')],
        ['Function', () => new Function('return 1')()],
      ] as const) {
        try {
          run();
          w.__evalResults.push(`${name} ran`);
        } catch (e) {
          w.__evalResults.push(`${name} ${(e as Error).name}`);
        }
      }
    }, 0);
  });
  await expect.poll(() => page.evaluate(() => (window as unknown as { __evalResults: string[] }).__evalResults)).toEqual(['eval EvalError', 'Function EvalError']);
  await page.evaluate(() => setTimeout('window.__cspBypass = 3', 0));
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => (window as unknown as { __cspBypass?: number }).__cspBypass)).toBeUndefined();
  const seen = await violations(page);
  expect(seen.some((v) => v.startsWith('script-src'))).toBe(true);
  expect(seen.length).toBeGreaterThanOrEqual(3);
});

test('the app works under the CSP: no violation through sign-in, timelines, a note with MFM and math, custom CSS, a start from the picture of the last session, the error log', async ({ page }) => {
  const consoleCsp: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) consoleCsp.push(m.text());
  });
  const mfmNote = await mockPost(page, { username: 'alice', text: '$[x2 **MFM**] $[spin ⭐] $[fg.color=f00 red] \\(x^2\\) :blobcat: https://example.com/ #mock @bob\n\\[\\sum_{k=1}^n k\\]\n```js\nconst a = 1;\n```' });
  await page.goto('/');
  await page.getByRole('banner').locator('[data-action="signin"]').click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[name="username"]').fill('carol');
  await dialog.locator('input[name="password"]').fill(PASSWORD);
  await dialog.locator('button[type="submit"]').click();
  await expect(page.locator('[data-layout]')).toBeVisible();
  await expect(feedArticles(page).first()).toBeVisible();
  for (const tab of ['Home', 'Local', 'Global']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(feedArticles(page).first()).toBeVisible();
  }
  await page.goto(`/notes/${mfmNote}`);
  await expect(page.locator(`article[data-note-id="${mfmNote}"] .katex`).first()).toBeVisible();
  // The user's CSS applies (a constructed sheet, not a blocked <style>).
  await page.goto('/settings/custom-css');
  await page.locator('#custom-css-code').fill('body { outline: 3px solid rgb(1, 2, 3); }');
  await page.locator('[data-action="save-custom-css"]').click();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).outlineColor)).toBe('rgb(1, 2, 3)');
  // A start that paints the picture of the last session (its rules and root style) and hands over to the app.
  await page.goto('/');
  await expect(feedArticles(page).first()).toBeVisible();
  await page.waitForTimeout(1500); // the snapshot is saved a little after the first page
  await page.reload();
  await expect(feedArticles(page).first()).toBeVisible();
  expect(await page.evaluate(() => performance.getEntriesByName('early:snapshot').length)).toBe(1);
  await page.goto('/errorlog');
  await expect(page.locator('[data-page="errorlog"]')).toBeVisible();
  await page.waitForTimeout(500);
  expect(await violations(page)).toEqual([]);
  expect(consoleCsp).toEqual([]);
});

test('the server sends the CSP as a header with frame-ancestors, and no page can frame the client', async ({ page, baseURL }) => {
  const res = await page.request.get('/');
  const headers = res.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toContain("object-src 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('same-origin');
  // Another page tries to frame the client.
  await page.setContent(`<iframe src="${baseURL}/?framed"></iframe>`);
  await expect.poll(() => page.frames().length).toBe(2);
  const framed = page.frames()[1]!;
  await framed.waitForLoadState('load').catch(() => undefined);
  // Refused: the frame holds the browser's error page, not the client (whose page has #app).
  expect(await framed.locator('#app').count()).toBe(0);
});

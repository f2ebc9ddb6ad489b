/** The mock at size: the seeded archive makes carol's home timeline thousands of notes long. */
import { resetMock, signInAs, withLanguage } from './helpers';
import { expect, test } from './test';

test('carol scrolls through 1,800 notes of her seeded home timeline (replies to others hidden, as by default)', async ({ page }) => {
  test.setTimeout(90_000);
  await resetMock(page);
  await withLanguage(page, 'en-US');

  // The seed alone holds them: nothing is posted for this test (seed/archive.test.ts counts them through the API).
  await signInAs(page, 'carol');
  await page.getByRole('tab', { name: 'Home' }).click();
  const feed = page.locator('[role="feed"]');
  await expect(feed.locator('article').first()).toBeVisible();
  let maxPos = 0;
  let maxRendered = 0;
  // Scrolls to the bottom again and again inside the page (one round trip per batch), so the time
  // goes into loading pages, not into driving the browser.
  for (let round = 0; round < 60 && maxPos < 1800; round++) {
    const stats = await page.evaluate(async () => {
      let max = 0;
      let rendered = 0;
      for (let i = 0; i < 40; i++) {
        window.scrollTo(0, document.documentElement.scrollHeight);
        await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 15)));
        const articles = [...document.querySelectorAll('[role="feed"] article')];
        rendered = Math.max(rendered, articles.length);
        max = Math.max(max, ...articles.map((a) => Number(a.getAttribute('aria-posinset'))));
        if (max >= 1800) break;
      }
      return { rendered, max };
    });
    maxPos = Math.max(maxPos, stats.max);
    maxRendered = Math.max(maxRendered, stats.rendered);
  }
  expect(maxPos).toBeGreaterThanOrEqual(1800);
  // Still virtualised at that depth.
  expect(maxRendered).toBeLessThanOrEqual(60);
});

test('an error toast raised while a modal is open sits above it, in the top layer', async ({ page }) => {
  await resetMock(page);
  await withLanguage(page, 'en-US');
  await signInAs(page, 'carol');
  await page.locator('body').press('n');
  const form = page.getByRole('dialog', { name: 'New note' });
  await expect(form).toBeVisible();
  expect((await page.request.post('/__mock/fault', { data: { endpoint: 'notes/create', mode: '500' } })).ok()).toBeTruthy();
  await form.getByRole('textbox').first().fill(`toast above the modal ${Date.now()}`);
  await form.getByRole('button', { name: 'Post' }).click();
  const toast = page.locator('[data-toaster] li[role="alert"]').first();
  await expect(toast).toBeVisible();
  await expect(page.locator('dialog[open]')).not.toHaveCount(0);
  // In the top layer, above the modal and its backdrop: nothing is painted over the toast.
  expect(await page.locator('[data-toaster]').evaluate((el) => el.matches(':popover-open'))).toBe(true);
  const onTop = await toast.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return !!hit && el.contains(hit) ? true : `${hit?.outerHTML.slice(0, 200)} top-layer: ${[...document.querySelectorAll('dialog[open], [popover]')].map((d) => d.tagName + (d.matches(':modal') ? ':modal' : '') + (d.matches(':popover-open') ? ':popover-open' : '')).join(',')}`;
  });
  expect(onTop).toBe(true);
  await page.request.post('/__mock/fault', { data: { endpoint: '*', mode: 'off' } });
});

import { expect, test, type Page } from './test';
import { signInAs, withLanguage } from './helpers';
import { mockPost } from './mock-api';

/**
 * Back from a note to the timeline puts the same note at the top, at the same offset, every time:
 * with notes arriving while the reader was away and after the timeline's page left the page cache.
 */
test.beforeEach(async ({ page }) => {
  // A seed deep enough that carol's home timeline runs to a few hundred notes.
  const res = await page.request.post('/__mock/reset', { data: { notes: 9000 } });
  expect(res.ok()).toBeTruthy();
  await withLanguage(page, 'en-US');
});

interface Top {
  id: string;
  offset: number;
}

/** The note at the top of what the reader sees (below the sticky header) and how far its top is above that line. */
function topNote(page: Page): Promise<Top | null> {
  return page.evaluate(() => {
    const header = document.querySelector('#app [data-sticky-header]');
    const line = header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
    for (const a of document.querySelectorAll<HTMLElement>('[role="feed"] article[data-note-id]')) {
      const r = a.getBoundingClientRect();
      if (r.bottom > line) return { id: a.dataset.noteId!, offset: Math.round(line - r.top) };
    }
    return null;
  });
}

/** Scrolls down with the mouse wheel, as a reader does. */
async function wheelDown(page: Page, steps: number) {
  await page.mouse.move(640, 400);
  for (let i = 0; i < steps; i++) {
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(30);
  }
  await page.waitForTimeout(600);
}

/** Opens a note through a note link in the viewport. */
async function openNoteInView(page: Page) {
  const href = await page.evaluate(() => {
    for (const link of document.querySelectorAll<HTMLAnchorElement>('[role="feed"] article a[href^="/notes/"]')) {
      const r = link.getBoundingClientRect();
      if (r.top > 120 && r.bottom < window.innerHeight - 10) return link.getAttribute('href');
    }
    return null;
  });
  expect(href).toBeTruthy();
  await page.locator(`[role="feed"] article a[href="${href}"]`).first().click();
  await expect(page.locator('[data-page="note"]')).toBeVisible();
}

/** On to another page: the author of the note on a note page, a note on a profile. */
async function hop(page: Page) {
  const from = page.url();
  const onNote = new URL(from).pathname.startsWith('/notes/');
  await page.locator(onNote ? '[data-page="note"] a[href^="/@"]' : 'main article a[href^="/notes/"]').first().click();
  await expect(page).not.toHaveURL(from);
  await expect(page.locator(onNote ? '[data-page="user"]' : '[data-page="note"]').first()).toBeVisible();
}

async function carolHomeDown(page: Page) {
  await signInAs(page, 'carol');
  await page.getByRole('tab', { name: 'Home' }).click();
  await expect(page.locator('[role="feed"] article').first()).toBeVisible();
  // About a hundred notes down.
  await wheelDown(page, 40);
}

/** Opens a note, does `away` there, goes Back as many times as it went forward, and checks the place. */
async function roundTrip(page: Page, away: () => Promise<number>) {
  await wheelDown(page, 4);
  const before = await topNote(page);
  expect(before).not.toBeNull();
  await openNoteInView(page);
  const pages = 1 + (await away());
  for (let i = 0; i < pages; i++) await page.goBack();
  await expect(page.locator('[data-page="timeline"]')).toBeVisible();
  // Late measurements and pages settle: the place holds.
  await page.waitForTimeout(1200);
  const after = await topNote(page);
  expect(after?.id).toBe(before!.id);
  expect(Math.abs(after!.offset - before!.offset)).toBeLessThanOrEqual(4);
}

const arrive = (page: Page, round: number) => async () => {
  for (let k = 0; k < 3; k++) await mockPost(page, { username: 'bob', text: `while you read, ${round}.${k}` });
  return 0;
};

test('six round trips to a note and Back keep the same note at the same offset; notes that arrive while the reader is away wait behind the pill', async ({ page }) => {
  test.setTimeout(120_000);
  await carolHomeDown(page);
  // Notes arrive during the first two trips (the pill counts both), then during every other one.
  const pills = ['3 new notes since you left', '6 new notes since you left'];
  for (const [round, arriving] of [true, true, false, true, false, false].entries()) {
    await roundTrip(page, arriving ? arrive(page, round) : async () => 0);
    const pill = pills[round];
    if (pill) await expect(page.getByRole('button', { name: pill })).toBeVisible();
  }
});

test('Back past the page cache (five pages away, numberOfPageCache 4) keeps the place', async ({ page }) => {
  test.setTimeout(90_000);
  await carolHomeDown(page);
  for (let round = 0; round < 2; round++) {
    await roundTrip(page, async () => {
      for (let i = 0; i < 5; i++) await hop(page);
      await arrive(page, round)();
      return 5;
    });
  }
});

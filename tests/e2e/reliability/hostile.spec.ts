/**
 * A hostile-input corpus (hostile-corpus.ts, > 100 payloads) in note text, CW, user names and
 * descriptions, poll choices, reaction names, URLs, a channel's name and description. The page runs
 * with the CSP bypassed so that the app's own escaping is what is tested, not the safety net.
 */
import type { Page } from '../test';
import { auditDom, rafRoundTrip, XSS_TRAP, xssFired } from './dom-audit';
import { HOSTILE, HOSTILE_REACTIONS, SHORT } from './hostile-corpus';
import { api, expect, expectNotBlank, feedArticles, mockPost, test } from './support';

test.use({ bypassCSP: true });
test.setTimeout(90_000);

const AUTHORS = ['alice', 'bob', 'grace', 'ivan', 'newsbot'];
/** Payloads that currently crash the page (client bug, reported); tested on their own below. */
const KNOWN_BAD = new Set(['katex:katex-nest']);
const CORPUS = HOSTILE.filter((p) => !KNOWN_BAD.has(p.id));

async function seedHostile(page: Page): Promise<{ notes: string[]; channelId: string }> {
  for (const [i, username] of AUTHORS.entries()) {
    const res = await page.request.post('/__mock/user', { data: { username, patch: { name: SHORT[i]!.text, description: HOSTILE.slice(i * 20, i * 20 + 20).map((p) => p.text.slice(0, 70)).join('\n') } } });
    expect(res.ok()).toBeTruthy();
  }
  const notes: string[] = [];
  for (const [i, p] of CORPUS.entries()) {
    notes.push(await mockPost(page, { username: AUTHORS[i % AUTHORS.length], text: p.text, ...(i % 4 === 0 ? { cw: p.text.slice(0, 300) } : {}) }));
  }
  for (let i = 0; i + 1 < SHORT.length; i += 10) {
    const choices = [...new Set(SHORT.slice(i, i + 10).map((p) => p.text))];
    if (choices.length < 2) continue;
    const r = await api<{ createdNote: { id: string } }>(page, 'bob', 'notes/create', { text: `poll ${i}`, poll: { choices } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    notes.push(r.body.createdNote.id);
  }
  for (const [i, reaction] of HOSTILE_REACTIONS.entries()) {
    await page.request.post('/__mock/react', { data: { username: AUTHORS[i % AUTHORS.length], noteId: notes[i], reaction } });
  }
  const channel = await api<{ id: string }>(page, 'alice', 'channels/create', { name: SHORT[5]!.text, description: HOSTILE.slice(0, 30).map((p) => p.text.slice(0, 60)).join('\n').slice(0, 2000) });
  expect(channel.status, JSON.stringify(channel.body)).toBe(200);
  await page.request.post('/__mock/channelPost', { data: { username: 'alice', channelId: channel.body.id, text: HOSTILE[0]!.text, cw: SHORT[1]!.text } });
  return { notes, channelId: channel.body.id };
}

async function expectClean(page: Page, where: string): Promise<void> {
  expect(await auditDom(page), `DOM after ${where}`).toEqual([]);
  expect(await xssFired(page), `__xss after ${where}`).toEqual([]);
  const trip = await rafRoundTrip(page);
  if (trip >= 1000) console.log(`slow at ${where}: ${trip} ms; in view: ${lastInView.join(', ')}`);
  expect(trip, `rAF round trip after ${where}`).toBeLessThan(1000);
}
let lastInView: string[] = [];

/** Opens every CW and expands every collapsed note in view, so the hidden text renders too (a collapsed note draws only its start). */
const EXPAND = `(() => { for (const b of document.querySelectorAll('[role="feed"] article button')) { if (/Show content|Show more/.test(b.textContent || '')) b.click(); } })()`;

test('the hostile corpus renders inert: no script runs, no handler or dangerous URL in the DOM, the page stays responsive', async ({ page }) => {
  expect(CORPUS.length).toBeGreaterThanOrEqual(100);
  await page.addInitScript(XSS_TRAP);
  const { notes, channelId } = await seedHostile(page);
  await page.goto('/');
  await page.getByRole('tab', { name: 'Local' }).click();
  await expect(feedArticles(page).first()).toBeVisible();
  // The checks can fail: a planted handler fires the trap and the audit sees it.
  await page.evaluate(() => {
    const probe = document.createElement('div');
    probe.id = 'audit-probe';
    probe.innerHTML = `<a href="javascript:void 0" onclick="x">x</a><img src="data:," onerror="__xss('self-test')">`;
    document.getElementById('app')!.append(probe);
  });
  await expect.poll(() => xssFired(page)).toEqual(['self-test']);
  expect((await auditDom(page)).length).toBeGreaterThanOrEqual(3);
  await page.evaluate(() => {
    document.getElementById('audit-probe')!.remove();
    (window as unknown as { __xssFired: string[] }).__xssFired.length = 0;
  });
  const seen = new Set<string>();
  let atEnd = 0;
  // Until every seeded note was rendered (the older notes of the mock's timeline are not hostile,
  // and scrolling through all of them took most of the time limit under load), or the end.
  for (let step = 0; step < 400 && atEnd < 8 && notes.some((id) => !seen.has(id)); step++) {
    const ids = await page.evaluate(() => Array.from(document.querySelectorAll('[role="feed"] article')).map((a) => a.getAttribute('data-note-id') ?? ''));
    lastInView = ids.map((id) => CORPUS[notes.indexOf(id)]?.id ?? id);
    await page.evaluate(EXPAND);
    await expectClean(page, `step ${step}`);
    for (const id of ids) seen.add(id);
    const bottom = await page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 20);
    atEnd = bottom ? atEnd + 1 : 0;
    // The next place is chosen from the DOM as it is NOW, which can hold rows rendered after the
    // sample above (the virtualizer renders the rows of the last scroll in a later frame, late
    // under load). Passing the last row's top would skip those rows unsampled; so: go to the first
    // row not yet sampled, or when all were, to the bottom of the last one (a tall note is passed
    // in one go) — never further than the rendered rows, so a note is missed only if it was never
    // rendered at all.
    await page.evaluate((sampled) => {
      const done = new Set(sampled);
      const arts = Array.from(document.querySelectorAll('[role="feed"] article'));
      const next = arts.find((a) => !done.has(a.getAttribute('data-note-id') ?? ''));
      const last = arts[arts.length - 1];
      // (All rows above the viewport: the rows of the last scroll are not rendered yet; wait for them.)
      window.scrollBy(0, next ? next.getBoundingClientRect().top : Math.max(0, last ? last.getBoundingClientRect().bottom : 0));
    }, [...seen]);
    await page.waitForTimeout(bottom ? 200 : 50);
  }
  const missed = notes.flatMap((id, i) => (seen.has(id) ? [] : [`#${i} ${CORPUS[i]?.id ?? 'poll'} (${id})`]));
  expect(missed, 'hostile notes never rendered while scrolling the local timeline').toEqual([]);
  await expectNotBlank(page);

  for (const path of ['/@alice', '/@bob', `/notes/${notes[0]}`, `/notes/${notes[CORPUS.findIndex((p) => p.id === 'mfm-huge:nest-fn-300')]}`, `/channels/${channelId}`]) {
    await page.goto(path);
    await expect(page.locator('[data-layout]')).toBeVisible();
    await page.waitForTimeout(400);
    await page.evaluate(EXPAND);
    await expectClean(page, path);
    await expectNotBlank(page);
  }
});

/** Frame intervals over `ms` while the page shows what it shows. */
const FRAMES = (ms: number) => `new Promise((res) => { const d = []; let last = performance.now(); const t0 = last;
  const f = (t) => { d.push(t - last); last = t; if (t - t0 < ${ms}) requestAnimationFrame(f); else { d.sort((a, b) => a - b); res(d[d.length >> 1]); } };
  requestAnimationFrame(f); })`;

for (const [id] of [
  ['katex:katex-nest', 'KaTeX output for 150+ nested \\frac is > 1,000 elements deep and the renderer crashes laying it out (src/mfm/katex-math.ts has no depth bound)'],
] as const) {
  test(`${id}: the tab neither crashes nor freezes`, async ({ page }) => {
    const crashed: string[] = [];
    page.on('crash', () => crashed.push('crash'));
    const noteId = await mockPost(page, { username: 'alice', text: HOSTILE.find((p) => p.id === id)!.text });
    await page.goto(`/notes/${noteId}`);
    await expect(page.locator(`article[data-note-id="${noteId}"]`)).toBeVisible();
    await page.waitForTimeout(1000);
    expect(crashed).toEqual([]);
    const medianFrame = await Promise.race([page.evaluate<number>(FRAMES(2000)), new Promise<number>((r) => setTimeout(() => r(Infinity), 8000))]);
    expect(medianFrame, 'median frame interval while the note is shown').toBeLessThan(100);
  });
}

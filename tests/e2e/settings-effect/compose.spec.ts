/**
 * Settings effects of the post form, the fun page and the KaTeX macros page: each test sets its
 * settings through their settings page, then looks at the post form, the timeline or what the client
 * sends.
 */
import { expect, test, type Locator, type Page } from '../test';
import { resetMock, signInAs, withLanguage } from '../helpers';
import { apiAs, mockPost, seeded } from '../mock-api';

test.beforeEach(async ({ page }) => {
  await resetMock(page);
  await withLanguage(page, 'en-US');
});

/** The open post form (the modal). */
const postForm = (page: Page): Locator => page.getByRole('dialog').filter({ has: page.locator('form[data-draft-key]') });
const textField = (f: Locator) => f.getByRole('textbox', { name: 'What is happening?' });

/** Opens the post form from the timeline with the `n` key. */
async function openForm(page: Page): Promise<Locator> {
  await expect(page.locator('[data-layout="universal"]')).toBeVisible();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('n');
  const f = postForm(page);
  await expect(f.locator('form[data-ready="true"]')).toBeAttached();
  return f;
}

/** Posts what the form holds; returns the parameters the client sent to notes/create. */
async function post(page: Page, f: Locator): Promise<Record<string, unknown>> {
  const request = page.waitForRequest((r) => r.url().endsWith('/api/notes/create'));
  await f.getByRole('button', { name: 'Post', exact: true }).click();
  const sent = (await request).postDataJSON() as Record<string, unknown>;
  await expect(postForm(page)).toHaveCount(0);
  return sent;
}

test('`customKatexMacro`: the macros expand in every formula; one that expands past the limits (200 per pass, 50 passes) shows an error in its place', async ({ page }) => {
  await signInAs(page, 'carol');
  await page.goto('/settings/custom-katex-macro');
  await page.getByRole('textbox', { name: 'Macros' }).fill(['\\newcommand{\\R}{\\mathbb{R}}', '\\newcommand{\\pair}[2]{\\langle #1, #2 \\rangle}', '\\newcommand{\\forever}{\\forever}'].join('\n'));
  await expect(page.locator('#macros [role="alert"]')).toHaveCount(0);
  // The page draws a formula to try them on.
  await page.getByRole('textbox', { name: 'Try a formula' }).fill('\\pair{1}{\\R}');
  await expect(page.locator('#katex-try annotation[encoding="application/x-tex"]')).toHaveText('\\langle 1, \\mathbb{R} \\rangle');

  await mockPost(page, { username: 'alice', text: 'Macro check: \\(x \\in \\R\\) then\n\\[\\pair{a}{b}\\]\nand \\(\\forever\\)' });
  await page.goto('/');
  const note = page.locator('#app [role="feed"] article').filter({ hasText: 'Macro check' });
  // KaTeX keeps the TeX it was given in its MathML annotation: the expanded one.
  const tex = note.locator('annotation[encoding="application/x-tex"]');
  await expect(tex).toHaveCount(2);
  await expect(tex.nth(0)).toHaveText('x \\in \\mathbb{R}');
  await expect(tex.nth(1)).toHaveText('\\langle a, b \\rangle');
  await expect(note.locator('.katex-display')).toHaveCount(1);
  const error = note.locator('[data-math-error]');
  await expect(error).toHaveText('Too many macro expansions (at most 200 per pass and 50 passes)');
  await expect(note.getByText('\\forever')).toHaveCount(0);
});

test('`powerMode`, `powerModeCount`, `powerModeSize`, `powerModeGravity`, `powerModeAliveTime`, `powerModeShakePower`: each keystroke in the post form throws particles from the caret and jolts the form; none with reduced motion', async ({ page }) => {
  await signInAs(page, 'carol');
  await page.goto('/settings/fun');
  await page.getByRole('checkbox', { name: 'Power mode' }).check();
  await page.getByRole('spinbutton', { name: 'Particle count' }).fill('7');
  await page.getByRole('spinbutton', { name: 'Particle size' }).fill('4');
  await page.getByRole('spinbutton', { name: 'Gravity' }).fill('0');
  await page.getByRole('spinbutton', { name: 'Lifetime' }).fill('20');
  await page.getByRole('spinbutton', { name: 'Shake strength' }).fill('9');

  await page.goto('/');
  const f = await openForm(page);
  // The form's jolt is a short animation: record the ones the form is given.
  await page.evaluate(() => {
    const jolts: string[][] = [];
    (window as unknown as { jolts: string[][] }).jolts = jolts;
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, frames, options) {
      if (this instanceof HTMLFormElement) jolts.push((frames as Keyframe[]).map((k) => String(k.transform)));
      return animate.call(this, frames, options);
    };
  });
  const field = textField(f);
  await field.pressSequentially('a');

  const particles = page.locator('[data-power-particle]');
  await expect(particles).toHaveCount(7);
  await expect(particles.first()).toBeVisible();
  // They fly in the top layer, shown after (so above) the post form's dialog.
  expect(await page.locator('[data-power-mode]').evaluate((el) => el.matches(':popover-open'))).toBe(true);
  const box = (await field.boundingBox())!;
  const flights = await particles.evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      const animation = el.getAnimations()[0]!;
      const frames = (animation.effect as KeyframeEffect).getKeyframes();
      const last = String(frames.at(-1)!.transform).match(/-?[\d.]+/g)!.map(Number);
      return { width: (el as HTMLElement).offsetWidth, left: parseFloat((el as HTMLElement).style.left) + r.width / 2, top: parseFloat((el as HTMLElement).style.top), duration: animation.effect!.getTiming().duration, endY: last[1]! };
    }),
  );
  for (const p of flights) {
    expect(p.width).toBe(8); // size 4 = radius 4 px
    expect(p.duration).toBe(2000); // lifetime 20 tenths of a second
    expect(p.endY).toBeLessThan(0); // no gravity: every particle ends above where it started
    // Thrown from the caret, inside the text field.
    expect(p.left).toBeGreaterThanOrEqual(box.x - 1);
    expect(p.left).toBeLessThanOrEqual(box.x + box.width + 1);
    expect(p.top).toBeGreaterThanOrEqual(box.y - 8);
    expect(p.top).toBeLessThanOrEqual(box.y + box.height);
  }
  const jolts = await page.evaluate(() => (window as unknown as { jolts: string[][] }).jolts);
  expect(jolts.length).toBeGreaterThan(0);
  const offsets = jolts.flat().flatMap((t) => (t.match(/-?[\d.]+/g) ?? []).map(Number));
  expect(Math.max(...offsets.map(Math.abs))).toBeLessThanOrEqual(9);
  expect(Math.max(...offsets.map(Math.abs))).toBeGreaterThan(0);
  // The particles go once their lifetime is over.
  await expect(particles).toHaveCount(0, { timeout: 5000 });

  // Reduced motion asked by the device: no particles, no jolt.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(page.locator('html')).toHaveAttribute('data-reduce-motion', '');
  const before = jolts.length;
  await field.pressSequentially('bc');
  await page.waitForTimeout(500);
  await expect(particles).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { jolts: string[][] }).jolts.length)).toBe(before);
});

test('`defaultNoteVisibility`, `defaultNoteLocalOnly`, `keepCw`, `showPostFormPreview`, `closeAllClearOnCancel` and `rememberNoteVisibility`: the post form starts, previews, cancels and posts as set', async ({ page }) => {
  test.setTimeout(90_000);
  const cwNote = await mockPost(page, { username: 'alice', text: 'Behind a warning', cw: 'Spoiler ahead' });
  await signInAs(page, 'carol');
  await page.goto('/settings/postform');
  await page.getByRole('combobox', { name: 'Default visibility' }).selectOption({ label: 'Home' });
  await page.getByRole('checkbox', { name: 'Local only by default' }).check();
  await page.getByRole('checkbox', { name: 'Keep the content warning' }).uncheck();
  await page.getByRole('checkbox', { name: 'Preview the post' }).check();
  await page.goto('/settings/behavior');
  await page.getByRole('checkbox', { name: 'Cancel clears the post form' }).check();

  await page.goto('/');
  let f = await openForm(page);
  await expect(f.getByRole('button', { name: /Visibility/ })).toHaveAttribute('data-visibility', 'home');
  // The live preview is there from the start.
  await textField(f).fill('Draft with **bold** words');
  await expect(f.locator('[data-preview="mfm"] b, [data-preview="mfm"] strong')).toHaveText('bold');
  // Cancel empties the form: opened again, nothing of it is left.
  await f.getByRole('button', { name: 'Cancel' }).first().click();
  await expect(postForm(page)).toHaveCount(0);
  f = await openForm(page);
  await expect(textField(f)).toHaveValue('');
  await textField(f).fill('Posted with the defaults');
  expect(await post(page, f)).toMatchObject({ text: 'Posted with the defaults', visibility: 'home', localOnly: true });

  // keepCw off: a reply to a note with a content warning starts without one.
  await page.goto(`/notes/${cwNote}`);
  await page.locator(`article[data-note-id="${cwNote}"]`).getByRole('button', { name: 'Reply' }).first().click();
  f = postForm(page);
  await expect(f.locator('[data-preview="reply"]')).toBeVisible();
  await expect(f.getByRole('textbox', { name: /content warning/i })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(postForm(page)).toHaveCount(0);

  // rememberNoteVisibility: the visibility chosen for one post is where the next one starts.
  await page.goto('/settings/postform');
  await page.getByRole('checkbox', { name: 'Remember the visibility' }).check();
  await page.goto('/');
  f = await openForm(page);
  await f.getByRole('button', { name: /Visibility/ }).click();
  await f.getByRole('menuitemradio', { name: /Followers/ }).click();
  await textField(f).fill('To my followers');
  expect(await post(page, f)).toMatchObject({ visibility: 'followers' });
  f = await openForm(page);
  await expect(f.getByRole('button', { name: /Visibility/ })).toHaveAttribute('data-visibility', 'followers');
  await textField(f).fill('Followers again');
  expect(await post(page, f)).toMatchObject({ visibility: 'followers' });
});

test('`pastedFileName` and `keepOriginalUploading`: a pasted image is named from the pattern and uploaded as it is', async ({ page }) => {
  await signInAs(page, 'carol');
  await page.goto('/settings/postform');
  const pattern = page.getByRole('textbox', { name: 'Name of pasted files' });
  await pattern.fill('clip-{{number}}');
  await page.goto('/settings/drive');
  await page.getByRole('checkbox', { name: 'Keep original images' }).check();

  await page.goto('/');
  const f = await openForm(page);
  const uploaded = page.waitForRequest((r) => r.url().endsWith('/api/drive/files/create'));
  // A WebP from the clipboard (without keepOriginalUploading it would be converted to PNG).
  await textField(f).evaluate(async (el) => {
    const canvas = new OffscreenCanvas(40, 30);
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#e63';
    ctx.fillRect(0, 0, 40, 30);
    const blob = await canvas.convertToBlob({ type: 'image/webp' });
    const data = new DataTransfer();
    data.items.add(new File([blob], 'image.webp', { type: 'image/webp' }));
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await uploaded;
  await expect(f.getByTestId('upload-list')).toContainText('clip-1.webp');
  await expect.poll(async () => (await apiAs<Array<{ name: string; type: string }>>(page, 'carol', 'drive/files', { limit: 1 }))[0]).toMatchObject({ name: 'clip-1.webp', type: 'image/webp' });
});

test('`animatedMfm`, `advancedMfm` and `sensitiveCarrierConfirm`: MFM plays still and plain as set; sensitive media asks first on a mobile connection', async ({ page }) => {
  test.setTimeout(75_000); // three settings pages and two visits of the timeline
  // A mobile data connection, as the browser reports it (desktop Chromium has no connection type).
  await page.addInitScript(() => {
    const connection = Object.assign(new EventTarget(), { type: 'cellular', effectiveType: '4g', saveData: false });
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => connection });
  });
  await mockPost(page, { username: 'alice', text: 'Markup check $[spin spinning] $[fg.color=f00 red] $[x2 big]' });
  await signInAs(page, 'carol');
  await page.goto('/settings/fun');
  await page.getByRole('checkbox', { name: 'MFM animations' }).uncheck();

  await page.goto('/');
  const note = page.locator('#app [role="feed"] article').filter({ hasText: 'Markup check' });
  // animatedMfm off: the spin stands still until the note's own play button starts it.
  const spinning = note.getByText('spinning', { exact: true });
  await expect(spinning).toBeVisible();
  const running = () => spinning.evaluate((el) => el.getAnimations().filter((a) => a.playState === 'running').length);
  expect(await running()).toBe(0);
  await note.getByRole('button', { name: 'Play animated MFM' }).click();
  await expect.poll(running).toBeGreaterThan(0);

  await page.goto('/settings/fun');
  await page.getByRole('checkbox', { name: 'Advanced MFM' }).uncheck();
  await page.goto('/settings/behavior');
  await page.getByRole('checkbox', { name: 'Ask before opening sensitive media on a mobile connection' }).check();
  await page.goto('/');
  // advancedMfm off: colour and size are dropped, the words stay.
  for (const word of ['red', 'big']) {
    const el = note.getByText(word, { exact: true });
    await expect(el).toBeVisible();
    expect(await el.evaluate((e) => [e.getAttribute('style'), e.getAttribute('class'), e.hasAttribute('data-author-color')])).toEqual([null, null, false]);
  }

  const sensitive = await seeded(page, 'note.sensitiveImage');
  await page.goto(`/notes/${sensitive}`);
  const cover = page.locator(`article[data-note-id="${sensitive}"]`).getByTestId('sensitive-cover').first();
  await cover.click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'You may be on a mobile data connection' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'No', exact: true }).click();
  await expect(cover).toBeVisible();
});

/**
 * An axe-core scan of a page, for the specs that check accessibility.
 *
 * @axe-core/playwright by default runs axe in each frame (`runPartial`) and then merges the parts
 * in a new blank page it opens for each scan (`finishRun`), which is meant for cross-origin frames.
 * That page and the results' round trip through it made one scan of explore take 15–24 s on the
 * CI machine, against 5–6 s for `axe.run` in the page itself (legacy mode), with the same
 * violations, passes and incomplete results. The app's screens have no cross-origin frame, so a
 * scan runs in the page; should one ever hold such a frame, the scan takes the slow path that
 * covers it.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from './test';

export function axe(page: Page): AxeBuilder {
  const origin = new URL(page.url()).origin;
  const foreignFrame = page.frames().some((f) => {
    const url = f.url();
    return url !== '' && !url.startsWith('about:') && new URL(url).origin !== origin;
  });
  return new AxeBuilder({ page }).setLegacyMode(!foreignFrame);
}

/**
 * Loaded <img> elements kept for reuse, by address. Creating an image element and giving it its
 * address is one of the dearest things a timeline row does in Chromium (the resource lookup, and
 * React sets the address twice: once on the new element, once more when it is attached); moving an
 * element that already holds its image is a fraction of that. Avatars and emoji repeat on every
 * row, so a row that leaves hands its images to the rows that come in.
 */
const free = new Map<string, HTMLImageElement[]>();
let freeCount = 0;
/** Elements kept while nobody shows them (oldest address first out). */
export const MAX_FREE_IMAGES = 64;

/** Elements given back and not taken again since (see releaseImage). */
const pooled = new WeakSet<HTMLImageElement>();
/** Given back while still in their (leaving) row: taken out of it when the page is idle. */
const toDetach = new Set<HTMLImageElement>();

/** An image element holding `src`: a free one when there is one, else a new one (lazily loaded). */
export function takeImage(src: string): HTMLImageElement {
  const list = free.get(src);
  while (list && list.length > 0) {
    const kept = list.pop()!;
    freeCount--;
    pooled.delete(kept);
    toDetach.delete(kept);
    if (list.length === 0) free.delete(src);
    // One that failed while it waited here is dropped (its error event has passed).
    if (!broken(kept)) return kept;
  }
  const img = document.createElement('img');
  img.decoding = 'async';
  img.loading = 'lazy';
  img.src = src;
  return img;
}

/** True for an image that failed: it is not kept (a new element tries the address again). */
function broken(img: HTMLImageElement): boolean {
  return img.complete && img.naturalWidth === 0;
}

function detachLater(img: HTMLImageElement): void {
  if (!img.parentNode) return;
  if (toDetach.size === 0) {
    const run = () => {
      for (const kept of toDetach) if (pooled.has(kept)) kept.remove();
      toDetach.clear();
    };
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2_000 });
    else setTimeout(run, 100);
  }
  toDetach.add(img);
}

/**
 * Gives back an element taken with takeImage. It may still be in its row, which is leaving the page
 * as a whole: it is taken out of that row later, when the page is idle (or moved into the next row
 * that takes it before then), not once per image in the frame that drops the row.
 */
export function releaseImage(img: HTMLImageElement): void {
  const src = img.getAttribute('src');
  if (!src || broken(img)) {
    img.remove();
    return;
  }
  pooled.add(img);
  detachLater(img);
  let list = free.get(src);
  if (!list) {
    list = [];
    free.set(src, list);
  }
  list.push(img);
  freeCount++;
  while (freeCount > MAX_FREE_IMAGES) {
    const [oldest, imgs] = free.entries().next().value as [string, HTMLImageElement[]];
    const dropped = imgs.shift();
    if (dropped) pooled.delete(dropped);
    freeCount--;
    if (imgs.length === 0) free.delete(oldest);
  }
}

/** How many elements are kept now (tests). */
export function freeImageCount(): number {
  return freeCount;
}

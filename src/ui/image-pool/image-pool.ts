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

/** An image element holding `src`: a free one when there is one, else a new one (lazily loaded). */
export function takeImage(src: string): HTMLImageElement {
  const list = free.get(src);
  while (list && list.length > 0) {
    const kept = list.pop()!;
    freeCount--;
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

/** Gives back an element taken with takeImage (already out of the document). */
export function releaseImage(img: HTMLImageElement): void {
  const src = img.getAttribute('src');
  if (!src || broken(img)) return;
  let list = free.get(src);
  if (!list) {
    list = [];
    free.set(src, list);
  }
  list.push(img);
  freeCount++;
  while (freeCount > MAX_FREE_IMAGES) {
    const [oldest, imgs] = free.entries().next().value as [string, HTMLImageElement[]];
    imgs.shift();
    freeCount--;
    if (imgs.length === 0) free.delete(oldest);
  }
}

/** How many elements are kept now (tests). */
export function freeImageCount(): number {
  return freeCount;
}

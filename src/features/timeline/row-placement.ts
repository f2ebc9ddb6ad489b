import type { VirtualItem } from '@tanstack/react-virtual';

/** Where each row of the last committed render was drawn, by key. */
export type Drawn = ReadonlyMap<VirtualItem['key'], { start: number; size: number }>;

/**
 * Moves the drawn rows whose place changed to it at once, with a style write and no render, and
 * returns where they now are (the same map when nothing moved). A row measured taller or shorter
 * than estimated moves every row below it; while the reader scrolls, the render that moves them is
 * a sliced one that may take several frames, and until then the rows overlapped or left gaps
 * between them (bench, 4× CPU: 7 frames of 177 with a gap between rows). The render still passes
 * the same `top`, so React and the page agree once it commits.
 */
export function placeDrawn(drawn: Drawn, items: readonly VirtualItem[], elements: ReadonlyMap<VirtualItem['key'], Element>, margin: number): Drawn {
  let moved: Map<VirtualItem['key'], { start: number; size: number }> | null = null;
  for (const item of items) {
    const was = drawn.get(item.key);
    if (!was || (was.start === item.start && was.size === item.size)) continue;
    const el = elements.get(item.key);
    if (!(el instanceof HTMLElement) || !el.isConnected) continue;
    if (was.start !== item.start) el.style.top = `${item.start - margin}px`;
    moved ??= new Map(drawn);
    moved.set(item.key, { start: item.start, size: item.size });
  }
  return moved ?? drawn;
}

/**
 * True when part of the viewport (from..to, in the list's coordinates) lies beyond the drawn rows:
 * the reader has scrolled past the last row drawn (or above the first) and sees empty space.
 */
export function uncovered(drawn: Drawn, from: number, to: number): boolean {
  if (drawn.size === 0) return false;
  let top = Infinity;
  let bottom = -Infinity;
  for (const { start, size } of drawn.values()) {
    if (start < top) top = start;
    if (start + size > bottom) bottom = start + size;
  }
  return top > from + 1 || bottom < to - 1;
}

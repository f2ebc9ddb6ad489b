import { isInternalHref } from './link-click';

/** How long the pointer rests on a link before its route is preloaded (the router's own links wait as long). */
export const INTENT_DELAY_MS = 50;

/** Anchors that ask for this: plain in-app anchors (note headers, MFM links), which are not the router's Link. */
export const INTENT_ATTRIBUTE = 'data-intent-preload';

export interface IntentPreloader {
  /** The pointer came onto `anchor` (preloads after INTENT_DELAY_MS unless it leaves first). */
  hover(anchor: Element): void;
  /** The pointer left `anchor`. */
  leave(anchor: Element): void;
  /** Focus or a touch: preloads now. */
  now(anchor: Element): void;
  dispose(): void;
}

/**
 * Intent preloading for plain in-app anchors, delegated from the document (one listener for all,
 * no per-link hook): what the router's Link does with `preload: 'intent'`, so the route's code and
 * its loader's queries are on their way before the click. `preload` gets the anchor's href.
 */
export function intentPreloader(preload: (anchor: Element, href: string) => void, delay = INTENT_DELAY_MS): IntentPreloader {
  const timers = new Map<Element, ReturnType<typeof setTimeout>>();
  const hrefOf = (anchor: Element) => {
    if (!anchor.hasAttribute(INTENT_ATTRIBUTE)) return null;
    const href = anchor.getAttribute('href');
    return isInternalHref(href) ? href : null;
  };
  const cancel = (anchor: Element) => {
    const timer = timers.get(anchor);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(anchor);
  };
  return {
    hover(anchor) {
      const href = hrefOf(anchor);
      if (!href || timers.has(anchor)) return;
      timers.set(
        anchor,
        setTimeout(() => {
          timers.delete(anchor);
          preload(anchor, href);
        }, delay),
      );
    },
    leave: cancel,
    now(anchor) {
      const href = hrefOf(anchor);
      if (!href) return;
      cancel(anchor);
      preload(anchor, href);
    },
    dispose() {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}

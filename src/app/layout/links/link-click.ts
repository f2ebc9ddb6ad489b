/** What a click on a link should do (spec section 2, navigation behaviour). */
export type LinkClickAction = 'ignore' | 'window' | 'scrollTop' | 'navigate';

export interface LinkClickInput {
  button: number;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** The raw href attribute. */
  href: string | null;
  /** The target attribute. */
  target?: string | null;
  download?: boolean;
  /** The href of the router's current location (pathname + search + hash). */
  currentHref: string;
}

/** An in-app path: starts with one slash (not `//host`). */
export function isInternalHref(href: string | null | undefined): href is string {
  return !!href && href.startsWith('/') && !href.startsWith('//');
}

/** pathname + search of an in-app href, normalised (percent-encoding, trailing `?`). */
export function normaliseHref(href: string): string {
  try {
    const u = new URL(href, 'http://app.invalid');
    return decodeURIComponent(u.pathname) + (u.search.length > 1 ? u.search : '');
  } catch {
    return href;
  }
}

/**
 * A plain click navigates in the page, and on the page it is already on scrolls to top; a
 * shift-click opens a window; other modifiers, other buttons, targets and downloads are the
 * browser's.
 */
export function classifyLinkClick(input: LinkClickInput): LinkClickAction {
  if (!isInternalHref(input.href) || input.button !== 0 || input.download) return 'ignore';
  if (input.ctrlKey || input.metaKey || input.altKey) return 'ignore';
  if (input.target && input.target !== '_self') return 'ignore';
  if (input.shiftKey) return 'window';
  if (normaliseHref(input.href) === normaliseHref(input.currentHref)) return 'scrollTop';
  return 'navigate';
}

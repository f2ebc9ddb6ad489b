import { smoothScrollToTop } from '@/ui/scheduling/scroll-to-top';
import { DECK_MAIN_HOST, getRouterHost, type AppRouter } from '../embedded/router-hosts';

/**
 * Who handles a link: the router that rendered it (the main page, a page window, the deck's main
 * column) and the element that scrolls it; or, for deck columns, the deck's main column (when it
 * has one) or a new window; a deck column that keeps its own pages opens them inside itself.
 */
export type LinkOwner =
  | { kind: 'router'; router: AppRouter; embedded: boolean; scroller: HTMLElement | null }
  | { kind: 'redirect'; router: AppRouter | null }
  /** A deck column that opens pages inside itself (its timeline and the pages opened there). */
  | { kind: 'column'; column: string; router: AppRouter };

export function linkOwner(anchor: Element, mainRouter: AppRouter): LinkOwner {
  const column = anchor.closest<HTMLElement>('[data-column-links]')?.dataset.columnLinks;
  if (column) return { kind: 'column', column, router: mainRouter };
  const host = anchor.closest<HTMLElement>('[data-router-host], [data-link-target]');
  if (host?.dataset.routerHost) {
    const router = getRouterHost(host.dataset.routerHost);
    if (router) return { kind: 'router', router, embedded: true, scroller: host.closest<HTMLElement>('[data-scroll-container]') };
  }
  if (host?.dataset.linkTarget) return { kind: 'redirect', router: getRouterHost(DECK_MAIN_HOST) ?? null };
  return { kind: 'router', router: mainRouter, embedded: false, scroller: null };
}

/** Scrolls the owner's page to its top. */
export function scrollOwnerToTop(owner: LinkOwner): void {
  if (owner.kind !== 'router') return;
  smoothScrollToTop(owner.scroller ?? window);
}

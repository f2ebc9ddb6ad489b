import type { AnyRouter } from '@tanstack/react-router';
import { COLUMN_PAGES_PARAM, parseColumnPages, popPage, pushPage, topPage, withColumnPages, type ColumnPages } from './column-pages';

/** What a history entry made by opening a page in a column carries in its state. */
interface ColumnEntryState {
  deckColumn?: string;
}

/** The pages open in the deck's columns, from the router's current address. */
export function currentColumnPages(router: AnyRouter): ColumnPages {
  return parseColumnPages((router.state.location.search as Record<string, unknown>)[COLUMN_PAGES_PARAM]);
}

/** Opens `href` inside deck column `column`: a new history entry, so browser Back closes it again. */
export function openInColumn(router: AnyRouter, column: string, href: string): void {
  const current = currentColumnPages(router);
  const next = pushPage(current, column, href);
  if (next === current) return;
  const search = withColumnPages(router.state.location.search as Record<string, unknown>, next);
  void router.navigate({ to: '/', search: search as never, state: { deckColumn: column } as never });
}

/**
 * The column's back control: the page opened last in it closes. When that opening made the
 * current history entry, this is browser Back (the entry goes, as the browser's button would);
 * otherwise (a reload, another column opened something since) the address is replaced.
 */
export function closeColumnPage(router: AnyRouter, column: string): void {
  const current = currentColumnPages(router);
  if (!topPage(current, column)) return;
  if ((router.state.location.state as ColumnEntryState | undefined)?.deckColumn === column) {
    router.history.back();
    return;
  }
  const search = withColumnPages(router.state.location.search as Record<string, unknown>, popPage(current, column));
  void router.navigate({ to: '/', search: search as never, replace: true });
}

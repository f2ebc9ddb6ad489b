/**
 * Pages opened inside deck columns, as the address holds them: the search parameter `deck` maps a
 * column id to its stack of in-app paths (the last one is shown). The address is the one source:
 * a reload opens the same pages, browser Back closes the page opened last, and a column's back
 * control pops its own stack. Values come from the address bar: anything but an in-app path is
 * dropped.
 */
export type ColumnPages = Readonly<Record<string, readonly string[]>>;

export const COLUMN_PAGES_PARAM = 'deck';
/** Pages kept per column (the oldest go first). */
export const MAX_STACK = 20;

/** An in-app path (`/notes/x`, `/@bob`), never another origin (`//host`, `http:`) or a script. */
export function isInAppPath(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') && value.length <= 2_000;
}

/** The pages from the address's parsed search value (whatever it holds). */
export function parseColumnPages(value: unknown): ColumnPages {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const pages: Record<string, string[]> = {};
  for (const [column, stack] of Object.entries(value as Record<string, unknown>)) {
    if (!Array.isArray(stack)) continue;
    const paths = stack.filter(isInAppPath).slice(-MAX_STACK);
    if (paths.length > 0) pages[column] = paths;
  }
  return pages;
}

/** The page shown in a column, if any. */
export function topPage(pages: ColumnPages, column: string): string | null {
  const stack = pages[column];
  return stack && stack.length > 0 ? stack[stack.length - 1]! : null;
}

/** `href` opened in `column` (on top of what it shows; the same page again adds nothing). */
export function pushPage(pages: ColumnPages, column: string, href: string): ColumnPages {
  const stack = pages[column] ?? [];
  if (stack[stack.length - 1] === href) return pages;
  return { ...pages, [column]: [...stack, href].slice(-MAX_STACK) };
}

/** The column's page closed: the one below it shows, or the column's own content. */
export function popPage(pages: ColumnPages, column: string): ColumnPages {
  const stack = pages[column];
  if (!stack || stack.length === 0) return pages;
  const rest = { ...pages };
  if (stack.length > 1) rest[column] = stack.slice(0, -1);
  else delete rest[column];
  return rest;
}

/** The search with `pages` in it (the parameter left out when no column shows a page). */
export function withColumnPages(search: Record<string, unknown>, pages: ColumnPages): Record<string, unknown> {
  const next = { ...search };
  if (Object.keys(pages).length > 0) next[COLUMN_PAGES_PARAM] = pages;
  else delete next[COLUMN_PAGES_PARAM];
  return next;
}

import { replaceEqualDeep } from '@tanstack/react-query';

type Pages = { pages: unknown[]; pageParams: unknown[] };

function isPages(value: unknown): value is Pages {
  return typeof value === 'object' && value !== null && Array.isArray((value as Pages).pages) && Array.isArray((value as Pages).pageParams);
}

function idOf(item: unknown): string | undefined {
  const id = typeof item === 'object' && item !== null ? (item as { id?: unknown }).id : undefined;
  return typeof id === 'string' ? id : undefined;
}

/**
 * Structural sharing for a timeline's pages, note by note id. The Query cache's own sharing
 * compares a page with the one before it index by index: a note put at the top of the first page
 * shifts every note under it, each is compared with its neighbour field by field and comes out as
 * a new copy. Every stream note then rebuilt the whole first page (hundreds of notes at the top,
 * thousands while the reader is away from it: the frames grew longer the longer one read) and gave
 * every rendered row a new note to render. Here a note keeps its object when it is the same or an
 * equal one (a refetched page), whatever its place; a changed note shares what did not change.
 */
export function shareNotesById(old: unknown, next: unknown): unknown {
  if (!isPages(old) || !isPages(next)) return replaceEqualDeep(old, next);
  const pageParams = replaceEqualDeep(old.pageParams, next.pageParams);
  let same = pageParams === old.pageParams && old.pages.length === next.pages.length;
  let byId: Map<string, unknown> | null = null;
  const index = () => {
    const map = new Map<string, unknown>();
    for (const page of old.pages) {
      if (!Array.isArray(page)) continue;
      for (const item of page) {
        const id = idOf(item);
        if (id !== undefined && !map.has(id)) map.set(id, item);
      }
    }
    return map;
  };
  const pages = next.pages.map((page, i) => {
    const before = old.pages[i];
    if (page === before) return page;
    if (!Array.isArray(page)) {
      same = false;
      return page;
    }
    byId ??= index();
    let unchanged = Array.isArray(before) && before.length === page.length;
    const shared = page.map((item, j) => {
      const id = idOf(item);
      const was = id === undefined ? undefined : byId!.get(id);
      const kept = was === undefined || was === item ? item : replaceEqualDeep(was, item);
      if (unchanged && kept !== (before as unknown[])[j]) unchanged = false;
      return kept;
    });
    if (unchanged) return before;
    same = false;
    return shared;
  });
  return same ? old : { ...next, pages, pageParams };
}

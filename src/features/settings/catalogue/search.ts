/** Settings search: a pure function over the catalogue and a translator. */
import type { CatalogueEntry } from './catalogue';

export interface SearchHit extends CatalogueEntry {
  label: string;
}

function normalize(s: string): string {
  return s.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * Entries whose translated label contains every word of the query (case- and width-insensitive).
 * Labels starting with the query come first; otherwise the catalogue order is kept. Duplicate
 * (page, anchor, label) triples are dropped.
 */
export function searchSettings(
  query: string,
  catalogue: readonly CatalogueEntry[],
  translate: (key: CatalogueEntry['labelKey'], vars?: Record<string, string | number>) => string,
  limit = 30,
): SearchHit[] {
  const q = normalize(query);
  if (!q) return [];
  const words = q.split(' ');
  const seen = new Set<string>();
  const starts: SearchHit[] = [];
  const contains: SearchHit[] = [];
  for (const entry of catalogue) {
    const label = translate(entry.labelKey, { n: '' }).replace(/\s+$/, '');
    const norm = normalize(label);
    if (!words.every((w) => norm.includes(w))) continue;
    const id = `${entry.page}#${entry.anchor ?? ''}#${norm}`;
    if (seen.has(id)) continue;
    seen.add(id);
    (norm.startsWith(q) ? starts : contains).push({ ...entry, label });
  }
  return [...starts, ...contains].slice(0, limit);
}

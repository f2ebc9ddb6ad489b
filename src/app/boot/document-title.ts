/**
 * The tab's title names the server from the start (the kept meta, then its live answer) instead of
 * the page's static placeholder. A title a screen has set since (the welcome page, the unread count)
 * is left alone.
 */
let initial: string | null = null;
let named: string | null = null;

export function nameDocumentAfterServer(meta: { name?: unknown } | null | undefined): void {
  if (typeof document === 'undefined') return;
  initial ??= document.title;
  const name = typeof meta?.name === 'string' ? meta.name.trim() : '';
  if (!name) return;
  if (document.title !== initial && document.title !== named) return;
  document.title = name;
  named = name;
}

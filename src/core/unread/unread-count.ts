/**
 * An unread badge: a count when the server says it or once counted from live events, else just
 * "there is something" (a `hasUnread…` flag). Kept in the Query cache; changed only by main-channel
 * events. Used by the notifications and the messaging menu items.
 */
export interface UnreadState {
  count: number;
  /** True when older unread ones exist that were never counted (show "n+"). */
  uncounted: boolean;
  /** Ids already counted, so a repeated event counts once. */
  ids: readonly string[];
}

export const NO_UNREAD: UnreadState = { count: 0, uncounted: false, ids: [] };

export function addUnread(state: UnreadState | undefined, id: string): UnreadState {
  const s = state ?? NO_UNREAD;
  if (s.ids.includes(id)) return s;
  return { count: s.count + 1, uncounted: s.uncounted, ids: [...s.ids.slice(-199), id] };
}

/** "3", "3+", "1+" (unknown older ones) or null when nothing is unread. */
export function badgeText(s: UnreadState | undefined): string | null {
  if (!s) return null;
  if (s.count === 0 && !s.uncounted) return null;
  if (s.count === 0) return '';
  const n = s.count > 99 ? '99' : String(s.count);
  return s.uncounted || s.count > 99 ? `${n}+` : n;
}

/** The page title with the count in front: "(3) Misskey". */
export function titleWithCount(title: string, s: UnreadState | undefined): string {
  const base = title.replace(/^\(\d+\+?\) /, '');
  const text = badgeText(s);
  return text ? `(${text}) ${base}` : base;
}

/**
 * The badge once the server's own word is read again (`i` after a reconnect): events sent while
 * the socket was down were lost. "Nothing unread" and a server count win; a bare "something is
 * unread" flag keeps what was counted.
 */
export function reconcileUnread(current: UnreadState | undefined, server: UnreadState): UnreadState {
  if (server.count === 0 && !server.uncounted) return NO_UNREAD;
  if (server.count > 0) return server;
  return current && (current.count > 0 || current.uncounted) ? current : server;
}

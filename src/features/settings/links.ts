/**
 * Link targets inside /settings. Some pages come from another area and may not be in the route
 * tree at type-check time, so the typed router target is widened here, in one place.
 */
export function settingsLink(page: string, anchor?: string | null): { to: '/settings'; hash?: string } {
  return { to: `/settings/${page}` as '/settings', ...(anchor ? { hash: anchor } : {}) };
}

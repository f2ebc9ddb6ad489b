/** Pure rules of the profile page. */

/** Whether following/followers are visible to me (spec: follower/following visibility public, followers, private). */
export function ffVisible(user: { id: string; ffVisibility?: unknown; isFollowing?: unknown }, myId: string | null): boolean {
  if (myId && user.id === myId) return true;
  const v = user.ffVisibility;
  if (v === 'private') return false;
  if (v === 'followers') return user.isFollowing === true;
  return true;
}

/** Whether the reactions tab is shown: public reactions, or my own profile. */
export function reactionsVisible(user: { id: string; publicReactions?: unknown }, myId: string | null): boolean {
  return (myId !== null && user.id === myId) || user.publicReactions === true;
}

/** A birthday "YYYY-MM-DD" as a Date at local midnight, or null. */
export function parseBirthday(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return null;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Number.isNaN(d.getTime()) ? null : d;
}

/** Profile fields: name/value pairs of strings only; `verified` when the server listed the value as a verified link. */
export function profileFields(user: { readonly [key: string]: unknown }): Array<{ name: string; value: string; verified: boolean }> {
  const verified = Array.isArray(user.verifiedLinks) ? user.verifiedLinks.filter((x): x is string => typeof x === 'string') : [];
  if (!Array.isArray(user.fields)) return [];
  return user.fields.flatMap((f: unknown) => {
    if (!f || typeof f !== 'object') return [];
    const { name, value } = f as { name?: unknown; value?: unknown };
    if (typeof name !== 'string' || typeof value !== 'string') return [];
    return [{ name, value, verified: verified.includes(value) }];
  });
}

/** Role badges to show: `roles` (detailed) or `badgeRoles` (lite), each with a name. */
export function roleBadges(user: { readonly [key: string]: unknown }): Array<{ key: string; name: string; color: string | null; iconUrl: string | null }> {
  const out: Array<{ key: string; name: string; color: string | null; iconUrl: string | null }> = [];
  const seen = new Set<string>();
  for (const list of [user.roles, user.badgeRoles]) {
    if (!Array.isArray(list)) continue;
    for (const r of list) {
      if (!r || typeof r !== 'object') continue;
      const { id, name, color, iconUrl } = r as { id?: unknown; name?: unknown; color?: unknown; iconUrl?: unknown };
      if (typeof name !== 'string' || seen.has(name)) continue;
      seen.add(name);
      out.push({ key: typeof id === 'string' ? id : name, name, color: typeof color === 'string' && /^#[0-9a-f]{3,8}$/i.test(color) ? color : null, iconUrl: typeof iconUrl === 'string' ? iconUrl : null });
    }
  }
  if (Array.isArray(user.badges)) {
    for (const b of user.badges) {
      if (b && typeof b === 'object' && typeof (b as { key?: unknown }).key === 'string' && !seen.has((b as { key: string }).key)) {
        const key = (b as { key: string }).key;
        seen.add(key);
        out.push({ key, name: key, color: null, iconUrl: null });
      }
    }
  }
  return out;
}

export interface ChartBar { day: number; normal: number; reply: number; renote: number; total: number }

/** The activity chart's bars, oldest first (the chart answers newest first). */
export function chartBars(chart: { diffs?: { normal?: unknown; reply?: unknown; renote?: unknown } } | null | undefined): ChartBar[] {
  const arr = (v: unknown) => (Array.isArray(v) ? v.map((x) => (typeof x === 'number' && Number.isFinite(x) && x > 0 ? x : 0)) : []);
  const normal = arr(chart?.diffs?.normal);
  const reply = arr(chart?.diffs?.reply);
  const renote = arr(chart?.diffs?.renote);
  const n = Math.max(normal.length, reply.length, renote.length);
  const bars: ChartBar[] = [];
  for (let i = n - 1; i >= 0; i--) {
    const b = { day: i, normal: normal[i] ?? 0, reply: reply[i] ?? 0, renote: renote[i] ?? 0, total: 0 };
    b.total = b.normal + b.reply + b.renote;
    bars.push(b);
  }
  return bars;
}

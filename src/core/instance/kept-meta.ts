import type { InstanceMeta } from './instance-meta';

/**
 * The last `meta` this browser saw from each server, kept in localStorage (read synchronously at
 * start, so the first frame can name the server): only the small fields a signed-out first screen
 * shows. Storage that is absent, refused or full is tolerated: nothing is kept, nothing breaks.
 */
const KEY_PREFIX = 'keptMeta:';
const TEXT_MAX = 4_000;
const RULES_MAX = 50;

const keyOf = (origin: string) => `${KEY_PREFIX}${origin}`;

function text(v: unknown, max = TEXT_MAX): string | null {
  return typeof v === 'string' ? v.slice(0, max) : null;
}

/** The fields kept, checked: what a server sends is not trusted to have any shape. */
export function keptFieldsOf(meta: unknown): InstanceMeta | null {
  if (typeof meta !== 'object' || meta === null) return null;
  const m = meta as Record<string, unknown>;
  const out: InstanceMeta = {};
  for (const k of ['name', 'shortName', 'description', 'iconUrl', 'bannerUrl', 'themeColor', 'tosUrl', 'version'] as const) {
    const v = text(m[k]);
    if (v !== null) out[k] = v;
  }
  for (const k of ['disableRegistration', 'enableGuestTimeline', 'emailRequiredForSignup'] as const) {
    if (typeof m[k] === 'boolean') out[k] = m[k];
  }
  if (Array.isArray(m.serverRules)) out.serverRules = m.serverRules.filter((r): r is string => typeof r === 'string').slice(0, RULES_MAX).map((r) => r.slice(0, TEXT_MAX));
  const policies = m.policies as Record<string, unknown> | null | undefined;
  if (policies && typeof policies === 'object' && typeof policies.ltlAvailable === 'boolean') out.policies = { ltlAvailable: policies.ltlAvailable };
  return out;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // access refused (privacy settings)
  }
}

/** Keeps `meta` for the next start on `origin`. Never throws. */
export function keepMeta(origin: string, meta: unknown): void {
  const fields = keptFieldsOf(meta);
  const store = storage();
  if (!fields || !store) return;
  const value = JSON.stringify(fields);
  try {
    store.setItem(keyOf(origin), value);
  } catch {
    // Full: other servers' records go first (this one is the one the next start needs), then retry once.
    try {
      for (let i = store.length - 1; i >= 0; i--) {
        const k = store.key(i);
        if (k && k.startsWith(KEY_PREFIX) && k !== keyOf(origin)) store.removeItem(k);
      }
      store.setItem(keyOf(origin), value);
    } catch {
      // Still full: the next start shows a skeleton until meta answers.
    }
  }
}

/** What was kept for `origin`, or null (nothing kept, unreadable or damaged). */
export function readKeptMeta(origin: string): InstanceMeta | null {
  try {
    const raw = storage()?.getItem(keyOf(origin));
    return raw ? keptFieldsOf(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

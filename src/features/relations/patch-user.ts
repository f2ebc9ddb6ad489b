import type { QueryClient } from '@tanstack/react-query';
import { isUser } from '@/core/entities/user-guard';
import { accountKeyRoot } from '@/core/query/keys';

/** A change to apply to one user object: plain fields, or functions of the old value (counts). */
export type UserPatch = Record<string, unknown | ((old: unknown) => unknown)>;

function applyPatch(obj: Record<string, unknown>, patch: UserPatch): Record<string, unknown> {
  let next: Record<string, unknown> | null = null;
  for (const [k, v] of Object.entries(patch)) {
    if (typeof v === 'function' && !(k in obj)) continue;
    const value = typeof v === 'function' ? (v as (old: unknown) => unknown)(obj[k]) : v;
    if (value === undefined || Object.is(obj[k], value)) continue;
    next ??= { ...obj };
    next[k] = value;
  }
  return next ?? obj;
}

/**
 * Returns `data` with every object that is the user `userId` (an id and a username) patched,
 * rebuilding only the path to what changed (the rest keeps its identity). A relation object
 * (users/relation: an id and `isFollowing`, no username) is patched too when `relations` is set.
 */
export function patchUserDeep(data: unknown, userId: string, patch: UserPatch, relations = true, depth = 0): unknown {
  if (depth > 12 || data === null || typeof data !== 'object') return data;
  if (Array.isArray(data)) {
    let out: unknown[] | null = null;
    for (let i = 0; i < data.length; i++) {
      const v = patchUserDeep(data[i], userId, patch, relations, depth + 1);
      if (v !== data[i]) {
        out ??= data.slice();
        out[i] = v;
      }
    }
    return out ?? data;
  }
  const obj = data as Record<string, unknown>;
  let self = obj;
  if (obj.id === userId && (isUser(obj) || (relations && typeof obj.isFollowing === 'boolean'))) self = applyPatch(obj, patch);
  let out: Record<string, unknown> | null = null;
  for (const [k, v] of Object.entries(self)) {
    if (v === null || typeof v !== 'object') continue;
    const nv = patchUserDeep(v, userId, patch, relations, depth + 1);
    if (nv !== v) {
      out ??= { ...self };
      out[k] = nv;
    }
  }
  return out ?? self;
}

/** Patches every cached copy of a user (profiles, lists, notes' authors, relations) of this account. */
export function patchUserEverywhere(qc: QueryClient, userId: string, patch: UserPatch): void {
  for (const [key, data] of qc.getQueriesData({ queryKey: [...accountKeyRoot()] })) {
    if (data === undefined) continue;
    const next = patchUserDeep(data, userId, patch);
    if (next !== data) qc.setQueryData(key, next);
  }
}

import { queryOptions } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import { queryKey } from '@/core/query/keys';
import type { Relation } from './relation-types';

/** users/relation takes many ids: lookups asked within one tick go out as one request. */
let pending: Map<string, Array<{ resolve: (r: Relation) => void; reject: (e: unknown) => void }>> | null = null;

function flush(batch: NonNullable<typeof pending>) {
  const ids = [...batch.keys()];
  getApi()
    .request<unknown>('users/relation', { userId: ids }, { suppressError: true })
    .then((answer) => {
      const list = Array.isArray(answer) ? answer : [answer];
      const byId = new Map<string, Relation>();
      for (const r of list) if (r && typeof r === 'object' && typeof (r as Relation).id === 'string') byId.set((r as Relation).id, r as Relation);
      for (const [id, waiters] of batch) {
        const r = byId.get(id) ?? { id };
        for (const w of waiters) w.resolve(r);
      }
    })
    .catch((e: unknown) => {
      for (const waiters of batch.values()) for (const w of waiters) w.reject(e);
    });
}

export function loadRelation(userId: string): Promise<Relation> {
  return new Promise((resolve, reject) => {
    if (!pending) {
      pending = new Map();
      const batch = pending;
      queueMicrotask(() => {
        pending = null;
        flush(batch);
      });
    }
    const list = pending.get(userId) ?? [];
    list.push({ resolve, reject });
    pending.set(userId, list);
  });
}

/** My relation to one user (follow, request, mute, block, renote mute). */
export function relationQuery(userId: string) {
  return queryOptions({
    queryKey: queryKey('relation', userId),
    queryFn: () => loadRelation(userId),
    staleTime: 5 * 60_000,
  });
}

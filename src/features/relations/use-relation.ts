import { useQuery } from '@tanstack/react-query';
import { getAccount } from '@/core/accounts/session';
import { relationQuery } from './relation-query';
import { relationFromUser, type Relation } from './relation-types';

/**
 * My relation to `user`: from users/relation (batched), seeded from the user object when it
 * carries the fields. Null when signed out, for myself, or while unknown.
 */
export function useRelation(user: { id: string } & Record<string, unknown>, enabled = true): Relation | null {
  const me = getAccount();
  const active = enabled && !!me && me.id !== user.id;
  const seed = relationFromUser(user);
  const q = useQuery({ ...relationQuery(user.id), enabled: active, ...(seed ? { initialData: seed, initialDataUpdatedAt: 0 } : {}) });
  if (!active) return null;
  return q.data ?? seed;
}

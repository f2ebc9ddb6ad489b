import { useQuery } from '@tanstack/react-query';
import { getAccount } from '@/core/accounts/session';
import { relationQuery } from './relation-query';
import type { Relation } from './relation-types';

/**
 * A note author's relation to me for the header's relation mark: notes carry only UserLite on
 * Misskey 13, so it comes from users/relation (batched across the visible notes). Off = no request.
 */
export function useAuthorRelation(user: { id: string; isBot?: unknown }, enabled: boolean): Partial<Relation> | null {
  const me = getAccount();
  const active = enabled && !!me && me.id !== user.id && user.isBot !== true;
  const q = useQuery({ ...relationQuery(user.id), enabled: active });
  return active ? (q.data ?? null) : null;
}

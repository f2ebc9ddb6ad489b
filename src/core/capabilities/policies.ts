import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { meQuery } from '@/core/accounts/me-query';
import { getAccount } from '@/core/accounts/session';
import { instanceMetaQuery } from '@/core/instance/instance-meta';

/**
 * The role policies the client obeys (Misskey 13 and later: `policies` of `i` for the signed-in
 * user, of `meta` for everyone). A server without them (the spec's fork, Misskey 12) allows all.
 */
export interface RolePolicyView {
  /** The local timeline, and with it the social (hybrid) timeline and the media timeline. */
  readonly ltlAvailable: boolean;
  readonly gtlAvailable: boolean;
  /** May post with public visibility. */
  readonly canPublicNote: boolean;
}

const ALL_ALLOWED: RolePolicyView = { ltlAvailable: true, gtlAvailable: true, canPublicNote: true };

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The account's own policies when its `i` answer has them, else the server's defaults from `meta`,
 * else everything allowed. A policy that is absent or not a boolean counts as allowed.
 */
export function rolePolicies(me: unknown, meta: unknown): RolePolicyView {
  const own = isObj(me) && isObj(me.policies) ? me.policies : null;
  const server = isObj(meta) && isObj(meta.policies) ? meta.policies : null;
  const source = own ?? server;
  if (!source) return ALL_ALLOWED;
  const flag = (k: keyof RolePolicyView) => (typeof source[k] === 'boolean' ? (source[k] as boolean) : true);
  return { ltlAvailable: flag('ltlAvailable'), gtlAvailable: flag('gtlAvailable'), canPublicNote: flag('canPublicNote') };
}

/** The current account's policies (the server's for a visitor); re-renders when `i` or `meta` change. */
export function useRolePolicies(): RolePolicyView {
  const account = getAccount();
  const me = useQuery({ ...meQuery(account ?? { origin: '', id: '' }), enabled: !!account }).data;
  const meta = useQuery(instanceMetaQuery()).data;
  return useMemo(() => rolePolicies(account ? me : null, meta), [account, me, meta]);
}

/** The current account's policies as the cache knows them now (for route loaders, outside React). */
export function getRolePolicies(queryClient: QueryClient): RolePolicyView {
  const account = getAccount();
  const me = account ? queryClient.getQueryData(meQuery(account).queryKey) : null;
  return rolePolicies(me, queryClient.getQueryData(instanceMetaQuery().queryKey));
}

import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import type { UserLite } from '@/core/entities/user';
import { t } from '@/core/i18n';
import { queryKey } from '@/core/query/keys';
import { sendReconciled } from '@/core/query/reconcile';
import { showToast } from '@/core/toast/toast-store';
import { patchUserEverywhere } from './patch-user';
import type { Relation } from './relation-types';

/** The follow requests' keys: received and sent, under one root. */
export const followRequestKeys = {
  all: () => queryKey('follow-requests'),
  list: (kind: unknown) => queryKey('follow-requests', kind),
};

export interface FollowRequest {
  id: string;
  follower: UserLite;
  followee: UserLite;
}

function sanitize(value: unknown): FollowRequest[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (r): r is FollowRequest =>
      !!r && typeof r === 'object' && typeof (r as FollowRequest).id === 'string' && !!(r as FollowRequest).follower && !!(r as FollowRequest).followee,
  );
}

/** Requests to me (following/requests/list) or that I sent (following/requests/sent, newer servers). */
export function followRequestsQuery(kind: 'received' | 'sent') {
  const endpoint = kind === 'received' ? 'following/requests/list' : 'following/requests/sent';
  return infiniteQueryOptions({
    queryKey: followRequestKeys.list(kind),
    queryFn: async ({ pageParam, signal }: { pageParam: string | null; signal: AbortSignal }) =>
      sanitize(await getApi().request<unknown>(endpoint, { limit: 30, ...(pageParam ? { untilId: pageParam } : {}) }, { signal })),
    initialPageParam: null as string | null,
    getNextPageParam: (last: FollowRequest[]) => (last.length >= 30 ? (last[last.length - 1]?.id ?? null) : null),
    staleTime: 10_000,
  });
}

export const receivedRequestsQuery = () => followRequestsQuery('received');
export const sentRequestsQuery = () => followRequestsQuery('sent');

/** Accepts or rejects a request from `userId`; drops it from the lists and fixes the relation. */
export async function answerFollowRequest(qc: QueryClient, userId: string, accept: boolean): Promise<void> {
  await getApi().request(accept ? 'following/requests/accept' : 'following/requests/reject', { userId });
  patchUserEverywhere(qc, userId, { hasPendingFollowRequestToYou: false, ...(accept ? { isFollowed: true } : {}) });
  void qc.invalidateQueries({ queryKey: followRequestKeys.all() });
}

/** Withdraws my request to `userId`. */
export async function cancelFollowRequest(qc: QueryClient, userId: string): Promise<void> {
  const api = getApi();
  // No answer (timeout, dropped connection): users/relation says whether the request is still there.
  const outcome = await sendReconciled(() => api.request('following/requests/cancel', { userId }, { reconcilesUnknown: true }), {
    read: async () => {
      const rel = await api.request<Relation | Relation[]>('users/relation', { userId });
      return (Array.isArray(rel) ? rel[0] : rel) ?? null;
    },
    matches: (rel) => rel?.hasPendingFollowRequestFromYou !== true,
  });
  void qc.invalidateQueries({ queryKey: followRequestKeys.all() });
  if (outcome.kind === 'reconciled' && !outcome.applied) {
    showToast(t('relations.cancelRequestNotKept'), 'error');
    throw new Error('The follow request is still pending');
  }
  patchUserEverywhere(qc, userId, { hasPendingFollowRequestFromYou: false });
}

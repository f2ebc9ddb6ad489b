import type { QueryClient } from '@tanstack/react-query';
import { getAccount, getApi } from '@/core/accounts/session';
import { meQueryKey } from '@/core/accounts/me-query';
import { t } from '@/core/i18n';
import { createIntentQueue, type IntentQueue } from '@/core/query/intent-queue';
import { showToast } from '@/core/toast/toast-store';
import { crossesFollowThreshold, promptTimelineChoice } from './follow-count-prompt';
import { patchUserEverywhere } from './patch-user';
import { followStateOf, relationForFollowState, type FollowState, type Relation } from './relation-types';

/** The changes that take a user's cached copies from one follow state to another (relation + counts). */
export function followTransitionPatches(from: FollowState, to: FollowState) {
  const delta = (to === 'following' ? 1 : 0) - (from === 'following' ? 1 : 0);
  const bump = (n: unknown) => (typeof n === 'number' ? Math.max(0, n + delta) : n);
  return {
    target: { ...relationForFollowState(to), ...(delta !== 0 ? { followersCount: bump } : {}) },
    me: delta !== 0 ? { followingCount: bump } : null,
  };
}

let client: QueryClient | null = null;
const locked = new Map<string, boolean>();

function myFollowingCount(qc: QueryClient): number | null {
  const account = getAccount();
  if (!account) return null;
  const me = qc.getQueryData<Record<string, unknown>>(meQueryKey(account));
  return typeof me?.followingCount === 'number' ? me.followingCount : null;
}

/** Applies a follow-state change to every cached copy of the user and to my own counts. */
export function applyFollowState(qc: QueryClient, userId: string, from: FollowState, to: FollowState): void {
  if (from === to) return;
  const p = followTransitionPatches(from, to);
  patchUserEverywhere(qc, userId, p.target);
  const account = getAccount();
  if (p.me && account) patchUserEverywhere(qc, account.id, p.me);
}

/** users/relation for one user, as the server has it now (a failure is reported and rejects). */
async function readRelation(userId: string): Promise<Relation> {
  const rel = await getApi().request<Relation | Relation[]>('users/relation', { userId });
  const r = Array.isArray(rel) ? rel[0] : rel;
  return r && typeof r === 'object' ? r : { id: userId };
}

async function step(userId: string, from: FollowState, to: FollowState): Promise<FollowState> {
  const api = getApi();
  // A timeout or dropped connection is read back from the server (the queue's reconcile), not reported.
  const request = (endpoint: string) => api.request(endpoint, { userId }, { reconcilesUnknown: true });
  if (to === 'none') {
    if (from === 'following') await request('following/delete');
    else if (from === 'requested') await request('following/requests/cancel');
    return 'none';
  }
  if (from !== 'none') return from;
  await request('following/create');
  if (!locked.get(userId)) return 'following';
  // 13.14 answers a request exactly like a follow; only users/relation tells them apart.
  const rel = await api.request<Relation | Relation[]>('users/relation', { userId }, { suppressError: true }).catch(() => null);
  const r = Array.isArray(rel) ? rel[0] : rel;
  return r ? followStateOf(r) : 'requested';
}

let queue: IntentQueue<FollowState> | null = null;
function getQueue(): IntentQueue<FollowState> {
  queue ??= createIntentQueue<FollowState, Relation>({
    equals: (a, b) => (a === 'none') === (b === 'none'),
    step: async (userId, from, to) => {
      const result = await step(userId, from, to);
      // A locked account that auto-accepted (or an open one): show what the server says.
      if (client && result !== 'none' && to !== 'none' && result !== to) applyFollowState(client, userId, to, result);
      return result;
    },
    onSettleFailed: (userId, confirmed) => {
      const qc = client;
      if (!qc) return;
      const shown = currentShown.get(userId);
      if (shown) applyFollowState(qc, userId, shown, confirmed);
    },
    // The answer never came (timeout, dropped connection): the relation as the server has it.
    reconcile: {
      read: readRelation,
      stateOf: followStateOf,
      unsettledId: (userId) => `follow:${userId}`,
      apply: (userId, server, wanted) => {
        const qc = client;
        const now = followStateOf(server);
        const shown = currentShown.get(userId);
        if (qc && shown) {
          applyFollowState(qc, userId, shown, now);
          currentShown.delete(userId);
        }
        if ((now === 'none') !== (wanted === 'none')) showToast(t(now === 'none' ? 'relations.followNotKept' : now === 'requested' ? 'relations.cancelRequestNotKept' : 'relations.unfollowNotKept'), 'error');
      },
    },
  });
  return queue;
}

/** What the UI shows for each user while intents are pending (for rolling back). */
const currentShown = new Map<string, FollowState>();

/**
 * The follow button's intent: shown at once everywhere, sent one at a time per user, the last
 * intent wins, rolled back to the server's state on failure (the API client shows the error).
 */
export async function setFollow(qc: QueryClient, user: { id: string; isLocked?: unknown }, shown: FollowState, wantFollow: boolean): Promise<void> {
  client = qc;
  locked.set(user.id, user.isLocked === true);
  const desired: FollowState = wantFollow ? (user.isLocked === true ? 'requested' : 'following') : 'none';
  if (desired === shown) return;
  const before = myFollowingCount(qc);
  applyFollowState(qc, user.id, shown, desired);
  currentShown.set(user.id, desired);
  try {
    await getQueue().want(user.id, desired, shown);
  } finally {
    if (currentShown.get(user.id) === desired) currentShown.delete(user.id);
  }
  if (desired === 'following' && crossesFollowThreshold(before, myFollowingCount(qc))) void promptTimelineChoice();
}

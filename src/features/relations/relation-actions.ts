import type { QueryClient } from '@tanstack/react-query';
import { getApi, getServerOrigin } from '@/core/accounts/session';
import { confirmDialog, inputDialog, selectDialog } from '@/core/dialogs/dialog-store';
import { acctOf } from '@/core/entities/display-acct';
import { safeHttpUrl } from '@/core/entities/http-url';
import { t } from '@/core/i18n';
import { showToast } from '@/core/toast/toast-store';
import { patchUserEverywhere, type UserPatch } from './patch-user';
import type { Relation } from './relation-types';

export interface ActionUser {
  id: string;
  username: string;
  host: string | null;
  url?: unknown;
  uri?: unknown;
}

/** Applies `patch` optimistically, runs `request`, puts `undo` back if it fails (the API client toasts). */
export async function optimistic(qc: QueryClient, userId: string, patch: UserPatch, undo: UserPatch, request: () => Promise<unknown>): Promise<boolean> {
  patchUserEverywhere(qc, userId, patch);
  try {
    await request();
    return true;
  } catch {
    patchUserEverywhere(qc, userId, undo);
    return false;
  }
}

/** Mute durations offered (ms; 0 = until unmuted). */
export const MUTE_DURATIONS: ReadonlyArray<{ value: string; ms: number }> = [
  { value: 'forever', ms: 0 },
  { value: 'tenMinutes', ms: 10 * 60_000 },
  { value: 'oneHour', ms: 60 * 60_000 },
  { value: 'oneDay', ms: 24 * 60 * 60_000 },
  { value: 'oneWeek', ms: 7 * 24 * 60 * 60_000 },
];

/** The expiresAt a mute of `ms` sends (null = until unmuted). */
export function muteExpiresAt(ms: number, now = Date.now()): number | null {
  return ms > 0 ? now + ms : null;
}

export async function muteUser(qc: QueryClient, user: ActionUser): Promise<void> {
  const choice = await selectDialog({
    title: t('relations.actions.muteFor'),
    items: MUTE_DURATIONS.map((d) => ({ value: d.value, label: t(`relations.actions.durations.${d.value}` as 'relations.actions.durations.forever') })),
    defaultValue: 'forever',
  });
  if (!choice) return;
  const ms = MUTE_DURATIONS.find((d) => d.value === choice)?.ms ?? 0;
  await optimistic(qc, user.id, { isMuted: true }, { isMuted: false }, () => getApi().request('mute/create', { userId: user.id, expiresAt: muteExpiresAt(ms) }));
}

export async function unmuteUser(qc: QueryClient, user: ActionUser): Promise<void> {
  await optimistic(qc, user.id, { isMuted: false }, { isMuted: true }, () => getApi().request('mute/delete', { userId: user.id }));
}

export async function blockUser(qc: QueryClient, user: ActionUser, rel: Relation | null): Promise<void> {
  if (!(await confirmDialog({ type: 'warning', text: t('relations.actions.blockConfirm') }))) return;
  // Blocking ends follows and requests both ways.
  const undo: UserPatch = { isBlocking: false };
  for (const f of ['isFollowing', 'isFollowed', 'hasPendingFollowRequestFromYou', 'hasPendingFollowRequestToYou'] as const) {
    if (rel && typeof rel[f] === 'boolean') undo[f] = rel[f];
  }
  const ok = await optimistic(
    qc,
    user.id,
    { isBlocking: true, isFollowing: false, isFollowed: false, hasPendingFollowRequestFromYou: false, hasPendingFollowRequestToYou: false },
    undo,
    () => getApi().request('blocking/create', { userId: user.id }),
  );
  if (ok) void import('@/features/user').then(({ userKeys }) => qc.invalidateQueries({ queryKey: userKeys.all() }), () => undefined);
}

export async function unblockUser(qc: QueryClient, user: ActionUser): Promise<void> {
  await optimistic(qc, user.id, { isBlocking: false }, { isBlocking: true }, () => getApi().request('blocking/delete', { userId: user.id }));
}

export async function setRenoteMute(qc: QueryClient, user: ActionUser, on: boolean): Promise<void> {
  await optimistic(qc, user.id, { isRenoteMuted: on }, { isRenoteMuted: !on }, () => getApi().request(on ? 'renote-mute/create' : 'renote-mute/delete', { userId: user.id }));
}

export async function addToList(user: ActionUser): Promise<void> {
  const lists = await getApi().request<Array<{ id: string; name: string; userIds?: string[] }>>('users/lists/list', {});
  if (!Array.isArray(lists) || lists.length === 0) {
    showToast(t('relations.actions.noLists'));
    return;
  }
  const listId = await selectDialog({ title: t('relations.actions.addToList'), items: lists.map((l) => ({ value: l.id, label: l.name })) });
  if (!listId) return;
  await getApi().request('users/lists/push', { listId, userId: user.id });
  showToast(t('relations.actions.addedToList'), 'success');
}

export async function reportAbuse(user: ActionUser): Promise<void> {
  const comment = await inputDialog({ title: t('relations.actions.report'), text: t('relations.actions.reportHint'), placeholder: t('relations.actions.reportPlaceholder') });
  if (comment === null) return;
  if (comment.trim() === '') {
    showToast(t('relations.actions.reportEmpty'), 'error');
    return;
  }
  await getApi().request('users/report-abuse', { userId: user.id, comment: comment.trim() });
  showToast(t('relations.actions.reported'), 'success');
}

/** The profile's address on this server (same as the in-app path). */
export function profileLink(user: Pick<ActionUser, 'username' | 'host'>): string {
  return `${getServerOrigin()}/@${acctOf(user)}`;
}

/** The original profile of a remote user (http(s) only). */
export function remoteProfileUrl(user: ActionUser): string | null {
  for (const candidate of [user.url, user.uri]) {
    const href = safeHttpUrl(candidate);
    if (href !== null) return href;
  }
  return user.host ? `https://${user.host}/@${user.username}` : null;
}

export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    showToast(t('relations.actions.copied'), 'success');
  } catch {
    showToast(t('relations.actions.copyFailed'), 'error');
  }
}

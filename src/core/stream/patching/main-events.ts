import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { MeDetailed, StoredAccount } from '@/core/accounts/account-types';
import { meQueryKey } from '@/core/accounts/me-query';
import type { DriveFile } from '@/core/entities/drive-file';
import type { Notification } from '@/core/entities/notification';
import { applyRegistryUpdate } from '@/core/settings';
import { resolveUrlUpload } from './upload-markers';

export interface MainEventContext {
  qc: QueryClient;
  account: Pick<StoredAccount, 'origin' | 'id'>;
  /** Signs out (myTokenRegenerated). */
  signOut: () => void;
}

type Flag =
  | 'hasUnreadNotification'
  | 'hasUnreadMentions'
  | 'hasUnreadSpecifiedNotes'
  | 'hasUnreadMessagingMessage'
  | 'hasUnreadAntenna'
  | 'hasUnreadAnnouncement'
  | 'hasUnreadChannel';

const FLAG_EVENTS: Record<string, [Flag, boolean]> = {
  readAllNotifications: ['hasUnreadNotification', false],
  unreadNotification: ['hasUnreadNotification', true],
  unreadMention: ['hasUnreadMentions', true],
  readAllUnreadMentions: ['hasUnreadMentions', false],
  unreadSpecifiedNote: ['hasUnreadSpecifiedNotes', true],
  readAllUnreadSpecifiedNotes: ['hasUnreadSpecifiedNotes', false],
  unreadMessagingMessage: ['hasUnreadMessagingMessage', true],
  readAllMessagingMessages: ['hasUnreadMessagingMessage', false],
  unreadAntenna: ['hasUnreadAntenna', true],
  readAllAntennas: ['hasUnreadAntenna', false],
  readAllAnnouncements: ['hasUnreadAnnouncement', false],
  unreadChannel: ['hasUnreadChannel', true],
  readAllChannels: ['hasUnreadChannel', false],
};

/** The notifications list's query key: [origin, userId, 'notifications', …]. */
export function notificationsKeyPrefix(account: Pick<StoredAccount, 'origin' | 'id'>) {
  return [account.origin, account.id, 'notifications'] as const;
}

function prependNotification(qc: QueryClient, account: MainEventContext['account'], notification: Notification) {
  for (const [key, data] of qc.getQueriesData<InfiniteData<Notification[]>>({ queryKey: notificationsKeyPrefix(account) })) {
    if (!data || !Array.isArray(data.pages) || data.pages.some((p) => p.some((n) => n.id === notification.id))) continue;
    const [first = [], ...rest] = data.pages;
    qc.setQueryData(key, { ...data, pages: [[notification, ...first], ...rest] });
  }
}

/** Every main-channel event of spec section 7, translated into changes of the cache and settings. */
export function handleMainEvent(ctx: MainEventContext, type: string, body: unknown): void {
  const meKey = meQueryKey(ctx.account);
  const flag = FLAG_EVENTS[type];
  if (flag) {
    ctx.qc.setQueryData<MeDetailed>(meKey, (me) => (me ? { ...me, [flag[0]]: flag[1] } : me));
  }
  switch (type) {
    case 'unreadNotification':
      if (body && typeof body === 'object' && typeof (body as Notification).id === 'string') prependNotification(ctx.qc, ctx.account, body as Notification);
      return;
    case 'readAllNotifications':
      void ctx.qc.invalidateQueries({ queryKey: notificationsKeyPrefix(ctx.account) });
      return;
    case 'registryUpdated': {
      const b = body as { scope?: unknown; key?: unknown; value?: unknown } | null;
      if (b && Array.isArray(b.scope) && typeof b.key === 'string') applyRegistryUpdate(b.scope as string[], b.key, b.value);
      // The registry browser's cached scopes, keys and values.
      void ctx.qc.invalidateQueries({ queryKey: [ctx.account.origin, ctx.account.id, 'registry'] });
      return;
    }
    case 'meUpdated':
      if (body && typeof body === 'object' && (body as MeDetailed).id === ctx.account.id) {
        ctx.qc.setQueryData<MeDetailed>(meKey, (me) => ({ ...(me ?? {}), ...(body as MeDetailed) }));
      }
      return;
    case 'myTokenRegenerated':
      ctx.signOut();
      return;
    case 'urlUploadFinished': {
      const b = body as { marker?: unknown; file?: unknown } | null;
      if (b && typeof b.marker === 'string' && b.file && typeof b.file === 'object') resolveUrlUpload(b.marker, b.file as DriveFile);
      return;
    }
  }
}

/** The event types the main channel can push (spec section 7) plus the upload completion. */
export const MAIN_EVENT_TYPES = [...Object.keys(FLAG_EVENTS), 'registryUpdated', 'meUpdated', 'myTokenRegenerated', 'urlUploadFinished'];

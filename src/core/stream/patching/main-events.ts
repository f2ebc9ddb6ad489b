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

type MainEventHandler = (ctx: MainEventContext, body: unknown) => void;

type Flag =
  | 'hasUnreadNotification'
  | 'hasUnreadMentions'
  | 'hasUnreadSpecifiedNotes'
  | 'hasUnreadMessagingMessage'
  | 'hasUnreadAntenna'
  | 'hasUnreadAnnouncement'
  | 'hasUnreadChannel';

/** The notifications list's query key: [origin, userId, 'notifications', …]. */
export function notificationsKeyPrefix(account: Pick<StoredAccount, 'origin' | 'id'>) {
  return [account.origin, account.id, 'notifications'] as const;
}

/** An event that only sets one of the account's unread flags (the badges). */
function setFlag(flag: Flag, value: boolean): MainEventHandler {
  return (ctx) => ctx.qc.setQueryData<MeDetailed>(meQueryKey(ctx.account), (me) => (me ? { ...me, [flag]: value } : me));
}

const markNotificationsUnread = setFlag('hasUnreadNotification', true);
const markNotificationsRead = setFlag('hasUnreadNotification', false);

function unreadNotification(ctx: MainEventContext, body: unknown): void {
  markNotificationsUnread(ctx, body);
  if (!body || typeof body !== 'object' || typeof (body as Notification).id !== 'string') return;
  const notification = body as Notification;
  for (const [key, data] of ctx.qc.getQueriesData<InfiniteData<Notification[]>>({ queryKey: notificationsKeyPrefix(ctx.account) })) {
    if (!data || !Array.isArray(data.pages) || data.pages.some((p) => p.some((n) => n.id === notification.id))) continue;
    const [first = [], ...rest] = data.pages;
    ctx.qc.setQueryData(key, { ...data, pages: [[notification, ...first], ...rest] });
  }
}

function readAllNotifications(ctx: MainEventContext, body: unknown): void {
  markNotificationsRead(ctx, body);
  void ctx.qc.invalidateQueries({ queryKey: notificationsKeyPrefix(ctx.account) });
}

function registryUpdated(ctx: MainEventContext, body: unknown): void {
  const b = body as { scope?: unknown; key?: unknown; value?: unknown } | null;
  if (b && Array.isArray(b.scope) && typeof b.key === 'string') applyRegistryUpdate(b.scope as string[], b.key, b.value);
  // The registry browser's cached scopes, keys and values.
  void ctx.qc.invalidateQueries({ queryKey: [ctx.account.origin, ctx.account.id, 'registry'] });
}

function meUpdated(ctx: MainEventContext, body: unknown): void {
  if (!body || typeof body !== 'object' || (body as MeDetailed).id !== ctx.account.id) return;
  ctx.qc.setQueryData<MeDetailed>(meQueryKey(ctx.account), (me) => ({ ...(me ?? {}), ...(body as MeDetailed) }));
}

function myTokenRegenerated(ctx: MainEventContext): void {
  ctx.signOut();
}

function urlUploadFinished(_ctx: MainEventContext, body: unknown): void {
  const b = body as { marker?: unknown; file?: unknown } | null;
  if (b && typeof b.marker === 'string' && b.file && typeof b.file === 'object') resolveUrlUpload(b.marker, b.file as DriveFile);
}

/**
 * Every main-channel event of spec section 7 (plus the upload completion) and the function that
 * turns it into changes of the cache and settings. The stream start (src/app/boot/live.ts) listens
 * to exactly these.
 */
export const mainEventHandlers = {
  readAllNotifications,
  unreadNotification,
  unreadMention: setFlag('hasUnreadMentions', true),
  readAllUnreadMentions: setFlag('hasUnreadMentions', false),
  unreadSpecifiedNote: setFlag('hasUnreadSpecifiedNotes', true),
  readAllUnreadSpecifiedNotes: setFlag('hasUnreadSpecifiedNotes', false),
  unreadMessagingMessage: setFlag('hasUnreadMessagingMessage', true),
  readAllMessagingMessages: setFlag('hasUnreadMessagingMessage', false),
  unreadAntenna: setFlag('hasUnreadAntenna', true),
  readAllAntennas: setFlag('hasUnreadAntenna', false),
  readAllAnnouncements: setFlag('hasUnreadAnnouncement', false),
  unreadChannel: setFlag('hasUnreadChannel', true),
  readAllChannels: setFlag('hasUnreadChannel', false),
  registryUpdated,
  meUpdated,
  myTokenRegenerated,
  urlUploadFinished,
} satisfies Record<string, MainEventHandler>;

export type MainEventType = keyof typeof mainEventHandlers;

/** The event types the main channel can push (spec section 7) plus the upload completion. */
export const MAIN_EVENT_TYPES = Object.keys(mainEventHandlers) as MainEventType[];

function isMainEventType(type: string): type is MainEventType {
  return Object.hasOwn(mainEventHandlers, type);
}

/** One main-channel event (by its wire name), through its handler; other names are ignored. */
export function handleMainEvent(ctx: MainEventContext, type: string, body: unknown): void {
  if (isMainEventType(type)) mainEventHandlers[type](ctx, body);
}

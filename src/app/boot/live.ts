import type { QueryClient } from '@tanstack/react-query';
import type { StoredAccount } from '@/core/accounts/account-types';
import type { Notification } from '@/core/entities/notification';
import { meQuery } from '@/core/accounts/me-query';
import { pushNotificationPopup } from '@/core/notification-popup/popup-store';
import { signOut } from '@/core/accounts/sign-out';
import { confirmDialog } from '@/core/dialogs/dialog-store';
import { t } from '@/core/i18n';
import { getSetting } from '@/core/settings';
import { soundFor, soundForNotification } from '@/core/sound/lazy';
import { MAIN_EVENT_TYPES, mainEventHandlers } from '@/core/stream/patching/main-events';
import { applyNoteUpdated } from '@/core/stream/patching/note-updated';
import { startStream } from '@/core/stream/stream-instance';
import { reloadWhenOnline } from './reload-when-online';

/**
 * Starts the stream of this page's account (or a visitor's), the main channel and note capture,
 * and the server-disconnect behaviour setting (reload — once back online when the browser is
 * offline —, a dialog that asks to reload, or nothing).
 */
export function startLive(opts: { origin: string; account: StoredAccount | null; queryClient: QueryClient; WebSocket?: unknown }): void {
  const { account, queryClient } = opts;
  const stream = startStream({ origin: opts.origin, token: account?.token ?? null, ...(opts.WebSocket ? { WebSocket: opts.WebSocket } : {}) });
  stream.events.on('noteUpdated', (ev) => applyNoteUpdated(queryClient, ev, account?.id ?? null));
  let dialogOpen = false;
  let reloadPending = false;
  stream.events.on('disconnected', () => {
    const behaviour = getSetting('serverDisconnectedBehavior');
    if (behaviour === 'reload') {
      if (!reloadPending) {
        reloadPending = true;
        reloadWhenOnline();
      }
    }
    else if (behaviour === 'dialog' && !dialogOpen) {
      dialogOpen = true;
      void confirmDialog({ type: 'warning', title: t('stream.disconnected'), text: t('stream.reloadConfirm') }).then((ok) => {
        dialogOpen = false;
        if (ok) location.reload();
      });
    }
  });
  if (!account) return;
  const main = stream.useChannel('main');
  const ctx = { qc: queryClient, account, signOut: () => void signOut() };
  // Each main-channel event goes to its own function (the table in main-events.ts).
  for (const type of MAIN_EVENT_TYPES) {
    const handler = mainEventHandlers[type];
    main.on(type, (body) => handler(ctx, body));
  }
  // The unread flags (badges) change only by main-channel events; those sent while the socket was
  // down are lost, so `i` is read again once it is back (not at the first connection: start-up reads it).
  // (The badges reconcile themselves with it: src/core/unread/use-unread-catch-up.ts.)
  stream.events.on('reconnected', () => void queryClient.fetchQuery({ ...meQuery(account), staleTime: 0 }).catch(() => undefined));
  // Sounds (the audio module loads only when a sound is chosen).
  main.on('notification', (body) => soundForNotification(body));
  main.on('unreadAntenna', () => soundFor('antenna'));
  // Each new notification pops up in the layout (notificationPosition, notificationStackAxis).
  main.on('notification', (body) => pushNotificationPopup(body as Notification));
}

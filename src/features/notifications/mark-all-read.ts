import type { QueryClient } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import { NO_UNREAD, type UnreadState } from './unread-count';
import { unreadNotificationsQuery } from './unread-query';

/** notifications/mark-all-as-read; the badge clears at once and comes back if the call fails. */
export async function markAllNotificationsRead(qc: QueryClient): Promise<void> {
  const key = unreadNotificationsQuery(qc).queryKey;
  const before = qc.getQueryData<UnreadState>(key);
  qc.setQueryData<UnreadState>(key, NO_UNREAD);
  try {
    await getApi().request('notifications/mark-all-as-read', {});
  } catch (e) {
    if (before) qc.setQueryData<UnreadState>(key, before);
    throw e;
  }
}

import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { getAccount } from '@/core/accounts/session';
import { confirmDialog } from '@/core/dialogs/dialog-store';
import { useI18n } from '@/core/i18n';
import { Loading } from '@/ui/loading/Loading';
import { QueryError } from '@/ui/loading/QueryError';
import { Composer, type ComposerSend } from './Composer';
import { asMessage, mergeMessages } from './message-logic';
import { MessageList } from './MessageList';
import { deleteMessage, roomMessagesQuery, sendMessage } from './messaging-queries';
import type { MessagingMessage, RoomTarget } from './types';
import { useRoomPatch, useRoomStream } from './use-room-stream';
import styles from './Messaging.module.css';

/** A conversation: the history (live), "typing…", and the composer. */
export function RoomView({ target }: { target: RoomTarget }) {
  const { t } = useI18n();
  const meId = getAccount()?.id ?? '';
  const qc = useQueryClient();
  const options = roomMessagesQuery(target);
  const query = useInfiniteQuery(options);
  const messages = useMemo(() => mergeMessages(query.data?.pages ?? []), [query.data]);
  const { typers, notifyTyping } = useRoomStream(target, meId);
  const patch = useRoomPatch(target);
  const targetId = target.kind === 'user' ? target.userId : target.groupId;
  const keyString = JSON.stringify(options.queryKey);

  // Once the room closes its pages stop being live: opening it again reads them anew from the newest
  // (however soon), instead of showing what was cached while messages went by.
  useEffect(
    () => () => void qc.invalidateQueries({ queryKey: JSON.parse(keyString) as readonly unknown[], exact: true, refetchType: 'none' }),
    [qc, keyString],
  );

  const onSend = useCallback(
    async ({ text, file }: ComposerSend) => {
      const created = await sendMessage(target, text, file ? file.id : null);
      const m = asMessage(created);
      if (m) patch.add(m);
      return true;
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [target.kind, targetId],
  );

  const onDelete = useCallback(
    async (m: MessagingMessage) => {
      if (!(await confirmDialog({ text: t('messaging.deleteConfirm') }))) return;
      await deleteMessage(m.id).then(() => patch.remove(m.id), () => undefined);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [target.kind, targetId],
  );

  return (
    <div className={styles.room} data-room={`${target.kind}:${targetId}`}>
      {query.isError && messages.length === 0 ? (
        <QueryError error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} message={t('messaging.loadFailed')} />
      ) : query.isPending ? (
        <Loading />
      ) : (
        <MessageList
          messages={messages}
          meId={meId}
          isGroup={target.kind === 'group'}
          hasOlder={query.hasNextPage}
          loadingOlder={query.isFetchingNextPage}
          // Never cancel a running refetch for an older page: its stale pages would stay, and a gap with them.
          onLoadOlder={() => void query.fetchNextPage({ cancelRefetch: false })}
          onDelete={(m) => void onDelete(m)}
        />
      )}
      <div className={styles.typing} aria-live="polite" data-typing={typers.length > 0 || undefined}>
        {typers.length > 0 && t('messaging.typing', { names: typers.map((u) => u.name ?? u.username).join(', ') })}
      </div>
      <Composer draftKey={`messaging:${target.kind}:${targetId}`} onSend={onSend} onTyping={notifyTyping} />
    </div>
  );
}

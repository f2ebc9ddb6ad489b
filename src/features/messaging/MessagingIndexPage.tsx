import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { getAccount } from '@/core/accounts/session';
import { useCapabilities } from '@/core/capabilities';
import { acctOf } from '@/core/entities/display-acct';
import { useI18n } from '@/core/i18n';
import { useChannel } from '@/core/stream/use-stream';
import { GroupSelectDialog, UserSelectDialog } from '@/features/groups';
import { MfmText } from '@/mfm';
import { Avatar } from '@/ui/avatar/Avatar';
import { IconChecks, IconUsers, IconUserPlus } from '@/ui/icons';
import { QueryStatus } from '@/ui/loading/QueryStatus';
import { Button } from '@/ui/page/Button';
import { PageHeader } from '@/ui/page/PageHeader';
import { RelativeTime } from '@/ui/time/RelativeTime';
import { isConversationUnread, markConversationsRead, upsertConversation, type Conversation } from './conversations';
import { asMessage } from './message-logic';
import { messagingHistoryQuery, readAllMessages } from './messaging-queries';
import { MessagingUnavailable } from './MessagingUnavailable';
import styles from './Messaging.module.css';

function ConversationItem({ c, meId }: { c: Conversation; meId: string }) {
  const { t } = useI18n();
  const unread = isConversationUnread(c, meId);
  const name = c.group ? c.group.name : (c.user?.name ?? c.user?.username ?? '');
  const preview = c.last.text ?? (c.last.file ? t('messaging.fileMessage', { name: c.last.file.name }) : '');
  const body = (
    <>
      {c.user ? <Avatar user={c.user} size={40} /> : <span className={styles.groupIcon} aria-hidden><IconUsers size={24} /></span>}
      <span className={styles.convText}>
        <span className={styles.convName}>
          <MfmText text={name} plain author={c.user ?? { host: null }} emojis={c.user?.emojis} />
          {unread && <span className={styles.unreadDot} role="img" aria-label={t('messaging.unread')} data-unread />}
        </span>
        <span className={styles.convPreview}>
          {c.last.userId === meId && `${t('messaging.you')}: `}
          <MfmText text={preview} plain nowrap author={c.last.user ?? { host: null }} />
        </span>
      </span>
      <RelativeTime date={c.last.createdAt} className={styles.convTime} />
    </>
  );
  return c.group ? (
    <Link to="/my/messaging/group/$groupId" params={{ groupId: c.group.id }} className={styles.conversation} data-conversation={c.key}>
      {body}
    </Link>
  ) : (
    <Link to="/my/messaging/$userAcct" params={{ userAcct: c.user ? acctOf(c.user) : '' }} className={styles.conversation} data-conversation={c.key}>
      {body}
    </Link>
  );
}

function ConversationList() {
  const { t } = useI18n();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const caps = useCapabilities();
  const meId = getAccount()?.id ?? '';
  const options = messagingHistoryQuery();
  const history = useQuery(options);
  const { data } = history;
  const [picking, setPicking] = useState<'user' | 'group' | null>(null);
  useChannel('messagingIndex', {}, {
    message: (body) => {
      const m = asMessage(body);
      if (m) qc.setQueryData<Conversation[]>(options.queryKey, (list) => (list ? upsertConversation(list, m, meId) : list));
    },
    read: (ids) => qc.setQueryData<Conversation[]>(options.queryKey, (list) => (list ? markConversationsRead(list, ids, meId) : list)),
  });
  return (
    <section data-page="messaging">
      <PageHeader
        title={t('messaging.title')}
        actions={
          <>
            <Button onClick={() => setPicking('user')} data-action="new-user-conversation">
              <IconUserPlus size={16} aria-hidden /> {t('messaging.startWithUser')}
            </Button>
            {(data ?? []).some((c) => isConversationUnread(c, meId)) && (
              <Button
                data-action="read-all-messages"
                onClick={() =>
                  void readAllMessages().then(() => qc.invalidateQueries({ queryKey: options.queryKey }), () => undefined)
                }
              >
                <IconChecks size={16} aria-hidden /> {t('messaging.markAllRead')}
              </Button>
            )}
            {caps.groups && (
              <Button onClick={() => setPicking('group')} data-action="new-group-conversation">
                <IconUsers size={16} aria-hidden /> {t('messaging.startWithGroup')}
              </Button>
            )}
          </>
        }
      />
      <QueryStatus query={history} errorMessage={t('messaging.loadFailed')}>
        {(list) => (
          <>
            {list.length === 0 && <p className={styles.empty}>{t('messaging.noConversations')}</p>}
            <ul className={styles.conversations} aria-label={t('messaging.conversations')}>
              {list.map((c) => (
                <li key={c.key}>
                  <ConversationItem c={c} meId={meId} />
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryStatus>
      {picking === 'user' && (
        <UserSelectDialog
          title={t('messaging.startWithUser')}
          exclude={[meId]}
          onClose={() => setPicking(null)}
          onPick={(u) => void navigate({ to: '/my/messaging/$userAcct', params: { userAcct: acctOf(u) } })}
        />
      )}
      {picking === 'group' && <GroupSelectDialog onClose={() => setPicking(null)} onPick={(g) => void navigate({ to: '/my/messaging/group/$groupId', params: { groupId: g.id } })} />}
    </section>
  );
}

/** /my/messaging: the conversations, newest first, live. */
export function MessagingIndexPage() {
  const caps = useCapabilities();
  if (!caps.messaging) return <MessagingUnavailable />;
  return <ConversationList />;
}

import { useSuspenseQuery } from '@tanstack/react-query';
import { useI18n } from '@/core/i18n';
import { useCapabilities } from '@/core/capabilities';
import { groupQuery } from '@/features/groups';
import { PageHeader } from '@/ui/page/PageHeader';
import { MessagingUnavailable } from './MessagingUnavailable';
import { roomUserQuery } from './messaging-queries';
import { RoomView } from './RoomView';

function UserRoom({ acct }: { acct: string }) {
  const { t } = useI18n();
  const user = useSuspenseQuery(roomUserQuery(acct)).data;
  return (
    <section data-page="messaging-room">
      <PageHeader title={t('messaging.roomWith', { name: user.name ?? user.username })} />
      <RoomView target={{ kind: 'user', userId: user.id }} />
    </section>
  );
}

function GroupRoom({ groupId }: { groupId: string }) {
  const group = useSuspenseQuery(groupQuery(groupId)).data;
  return (
    <section data-page="messaging-room">
      <PageHeader title={group.name} />
      <RoomView target={{ kind: 'group', groupId }} />
    </section>
  );
}

/** /my/messaging/{userAcct} */
export function MessagingUserPage({ acct }: { acct: string }) {
  const caps = useCapabilities();
  if (!caps.messaging) return <MessagingUnavailable />;
  return <UserRoom acct={acct} />;
}

/** /my/messaging/group/{groupId} */
export function MessagingGroupPage({ groupId }: { groupId: string }) {
  const caps = useCapabilities();
  if (!caps.messaging || !caps.groups) return <MessagingUnavailable />;
  return <GroupRoom groupId={groupId} />;
}

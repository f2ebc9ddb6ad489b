import { useInfiniteQuery } from '@tanstack/react-query';
import type { Note } from '@/core/entities/note';
import type { UserLite } from '@/core/entities/user';
import { useI18n } from '@/core/i18n';
import { MoreButton } from '@/ui/list-kit';
import { UserCardList } from '@/ui/user-card/UserCardList';
import { ListStatus } from './ListStatus';
import { noteRenotesQuery } from './note-queries';
import { pureRenotesOf } from './thread';

/** Who renoted the focused note (pure renotes; quotes have their own tab), once each. */
export function RenotesTab({ note }: { note: Note }) {
  const { t } = useI18n();
  const renotes = useInfiniteQuery(noteRenotesQuery(note.id));
  const users = new Map<string, UserLite>();
  for (const r of pureRenotesOf(renotes.data?.pages.flat() ?? [], note.id)) if (!users.has(r.user.id)) users.set(r.user.id, r.user);
  return (
    <div data-note-renotes="">
      {users.size === 0 ? <ListStatus query={renotes} empty={renotes.hasNextPage ? null : t('notePage.emptyRenotes')} /> : <UserCardList users={[...users.values()]} label={t('notePage.renotedBy')} />}
      <MoreButton query={renotes} label={t('notePage.more')} />
    </div>
  );
}

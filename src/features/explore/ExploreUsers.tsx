import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useI18n } from '@/core/i18n';
import { QueryState, kitStyles } from '@/ui/list-kit';
import { Tabs } from '@/ui/tabs/Tabs';
import { UserCardList } from '@/ui/user-card/UserCardList';
import { pinnedUsersQuery, usersQuery, type UserOrigin, type UserSort } from './explore-queries';

function UserSection({ title, origin, sort }: { title: string; origin: UserOrigin; sort: UserSort }) {
  const { t } = useI18n();
  const query = useQuery(usersQuery(origin, sort));
  return (
    <div className={kitStyles.section}>
      <h2 className={kitStyles.sectionTitle}>{title}</h2>
      <QueryState query={query} empty={t('explore.noUsers')}>
        {(users) => <UserCardList users={users} label={title} />}
      </QueryState>
    </div>
  );
}

/** The users tab: pinned users, then popular / recently active / new users of this server or of others. */
export function ExploreUsers() {
  const { t } = useI18n();
  const [origin, setOrigin] = useState<'local' | 'remote'>('local');
  const pinned = useQuery(pinnedUsersQuery());
  return (
    <>
      <Tabs
        label={t('explore.origin')}
        value={origin}
        onChange={setOrigin}
        tabs={[
          { id: 'local', label: t('explore.local') },
          { id: 'remote', label: t('explore.remote') },
        ]}
      />
      {origin === 'local' && (
        <div className={kitStyles.section}>
          <h2 className={kitStyles.sectionTitle}>{t('explore.pinned')}</h2>
          <QueryState query={pinned} empty={t('explore.noPinned')}>
            {(users) => <UserCardList users={users} label={t('explore.pinned')} />}
          </QueryState>
        </div>
      )}
      <UserSection key={`${origin}-f`} title={t('explore.popular')} origin={origin} sort="+follower" />
      <UserSection key={`${origin}-u`} title={t('explore.recentlyActive')} origin={origin} sort="+updatedAt" />
      <UserSection key={`${origin}-c`} title={t('explore.recentlyRegistered')} origin={origin} sort="+createdAt" />
    </>
  );
}

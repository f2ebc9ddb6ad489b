import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useI18n } from '@/core/i18n';
import { PageHeader } from '@/ui/page/PageHeader';
import { QueryState, kitStyles } from '@/ui/list-kit';
import { Tabs } from '@/ui/tabs/Tabs';
import { UserCardList } from '@/ui/user-card/UserCardList';
import { tagUsersQuery, type UserOrigin } from './explore-queries';

/** /explore/tags/{tag}: users with the tag in their profile. */
export function ExploreTagPage({ tag }: { tag: string }) {
  const { t } = useI18n();
  const [origin, setOrigin] = useState<UserOrigin>('combined');
  const query = useQuery(tagUsersQuery(tag, origin));
  return (
    <section data-page="explore-tag">
      <PageHeader title={`#${tag}`} actions={<Link to="/tags/$tag" params={{ tag }}>{t('explore.tagNotes')}</Link>} />
      <Tabs
        label={t('explore.origin')}
        value={origin}
        onChange={setOrigin}
        tabs={[
          { id: 'combined', label: t('explore.all') },
          { id: 'local', label: t('explore.local') },
          { id: 'remote', label: t('explore.remote') },
        ]}
      />
      <p className={kitStyles.hintBlock}>{t('explore.tagUsersHint', { tag })}</p>
      <QueryState query={query} empty={t('explore.noUsers')}>
        {(users) => <UserCardList users={users} label={t('explore.tagUsers')} />}
      </QueryState>
    </section>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useI18n } from '@/core/i18n';
import { PageHeader } from '@/ui/page/PageHeader';
import { FeaturedNotes } from './FeaturedNotes';
import { ExploreUsers } from './ExploreUsers';
import { TrendingTags } from './TrendingTags';
import { Tabs } from '@/ui/tabs/Tabs';
import { pinnedUsersQuery } from './explore-queries';

type Tab = 'featured' | 'users';

/** /explore: featured notes, users (pinned, popular, active, new; local or remote) and trending tags. */
export function ExplorePage() {
  const { t } = useI18n();
  const [tab, setTab] = useState<Tab>('featured');
  // Warm the pinned users for the users tab.
  useQuery(pinnedUsersQuery());
  return (
    <section data-page="explore">
      <PageHeader title={t('explore.title')} />
      <Tabs
        label={t('explore.title')}
        value={tab}
        onChange={setTab}
        tabs={[
          { id: 'featured', label: t('explore.featured') },
          { id: 'users', label: t('explore.users') },
        ]}
      />
      {tab === 'featured' ? (
        <>
          <TrendingTags />
          <FeaturedNotes />
        </>
      ) : (
        <ExploreUsers />
      )}
    </section>
  );
}

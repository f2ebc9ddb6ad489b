import type { Messages } from '@/core/i18n/types';

/** Messages of the "explore" area (en-US). */
export const explore: Messages['explore'] = {
  title: 'Explore',
  featured: 'Featured',
  users: 'Users',
  featuredNotes: 'Popular notes',
  noFeatured: 'No popular notes yet.',
  origin: 'Server',
  local: 'Local',
  remote: 'Remote',
  all: 'All',
  pinned: 'Pinned users',
  noPinned: 'No pinned users.',
  popular: 'Popular users',
  recentlyActive: 'Recently active',
  recentlyRegistered: 'Recently registered',
  noUsers: 'No users.',
  trending: 'Trending',
  noTrending: 'Nothing is trending yet.',
  trendUsers: '{n, plural, one {# person posting} other {# people posting}}',
  tagUsers: 'Users with this tag',
  tagUsersHint: 'Users with #{tag} in their profile',
  tagNotes: 'See notes',
};

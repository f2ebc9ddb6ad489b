export { ExplorePage } from './ExplorePage';
export { ExploreTagPage } from './ExploreTagPage';
export { featuredNotesQuery, pinnedUsersQuery, usersQuery, tagUsersQuery, trendingTagsQuery } from './explore-queries';

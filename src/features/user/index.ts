export { UserPage } from './UserPage';
export { FollowListPage } from './FollowListPage';
export { userKeys } from './user-queries';

export { UserPage } from './UserPage';
export { FollowListPage } from './FollowListPage';

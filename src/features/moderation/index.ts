/** Moderator views: /user-info/{userId} and /instance-info/{host}. */
export { UserInfoPage } from './UserInfoPage';
export { InstanceInfoPage } from './InstanceInfoPage';

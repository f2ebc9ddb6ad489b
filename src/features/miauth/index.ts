export { MiauthApprovePage, type MiauthSearch } from './MiauthApprovePage';
export { AuthApprovePage, authSessionQuery } from './AuthApprovePage';
export { callbackTarget, safeIconUrl } from './callback-target';
export { PermissionList } from './PermissionList';
export { MISSKEY_13_14_PERMISSIONS, REQUESTED_PERMISSIONS, parseRequestedPermissions } from './requested-permissions';

export { MiauthApprovePage, type MiauthSearch } from './MiauthApprovePage';
export { AuthApprovePage } from './AuthApprovePage';
export { authKeys, authSessionQuery } from './auth-queries';
export { callbackTarget, safeIconUrl } from './callback-target';
export { PermissionList } from './PermissionList';
export { MISSKEY_13_14_PERMISSIONS, REQUESTED_PERMISSIONS, parseRequestedPermissions } from './requested-permissions';

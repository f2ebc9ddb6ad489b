export { MiauthApprovePage, type MiauthSearch } from './MiauthApprovePage';
export { AuthApprovePage, authSessionQuery } from './AuthApprovePage';
export { callbackTarget, safeIconUrl } from './callback-target';
export { PermissionList } from './PermissionList';

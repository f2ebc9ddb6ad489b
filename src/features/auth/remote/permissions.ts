import { REQUESTED_PERMISSIONS } from '@/features/miauth';

/** The API permissions this client asks for at sign-in: the kinds its endpoints need (see requested-permissions.ts). */
export const CLIENT_PERMISSIONS: readonly string[] = REQUESTED_PERMISSIONS;

/** Reads a `permission` value (comma-separated, or a list) into well-formed names, deduplicated. */
export { parseRequestedPermissions as parsePermissions } from '@/features/miauth';

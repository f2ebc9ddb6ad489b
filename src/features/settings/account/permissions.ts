import { API_PERMISSIONS } from '@/core/api-permissions';

export { API_PERMISSIONS };

/** Permissions a server without messaging or groups would reject or ignore are left out. */
export function permissionsFor(caps: { messaging: boolean; groups: boolean }): string[] {
  return API_PERMISSIONS.filter((p) => (caps.messaging || !p.endsWith(':messaging')) && (caps.groups || !p.endsWith(':user-groups')));
}

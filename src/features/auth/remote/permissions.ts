import { API_PERMISSIONS } from '@/core/api-permissions';

/** The API permissions this client asks for at sign-in: all of spec section 3's names. */
export const CLIENT_PERMISSIONS: readonly string[] = API_PERMISSIONS;

/** Reads a `permission` value (comma-separated, or a list) into known-looking names, deduplicated. */
export function parsePermissions(value: unknown): string[] {
  const raw = Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : typeof value === 'string' ? value.split(',') : [];
  const out: string[] = [];
  for (const p of raw.map((s) => s.trim())) if (/^(read|write):[a-z-]+$/.test(p) && !out.includes(p)) out.push(p);
  return out;
}

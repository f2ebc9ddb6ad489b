import type { InstanceMeta } from '@/core/instance/instance-meta';

/** The software family a server's version string (and endpoints list) suggests. */
export type ServerFamily = 'spec-fork' | 'misskey-legacy' | 'misskey' | 'unknown';

/** Misskey's major version (12, 13, 2023, …), or null when the string is not Misskey-like. */
export function majorVersion(version: string | undefined): number | null {
  const m = /^(\d+)\./.exec(version ?? '');
  return m ? Number(m[1]) : null;
}

/** Endpoints that only the spec's server (the seed's fork) has. */
const FORK_MARKERS = ['messaging/messages', 'users/groups/owned'];

export function familyOf(meta: InstanceMeta | null | undefined, endpoints: ReadonlySet<string> | null): ServerFamily {
  if (endpoints && FORK_MARKERS.some((e) => endpoints.has(e))) return 'spec-fork';
  const major = majorVersion(meta?.version);
  if (major === null) return /^\d{8}/.test(meta?.version ?? '') ? 'spec-fork' : 'unknown';
  if (major < 13) return 'misskey-legacy';
  return endpoints ? 'misskey' : 'misskey';
}

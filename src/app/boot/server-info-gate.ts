import type { InstanceMeta } from '@/core/instance/instance-meta';
import { START_META_WAIT_MS } from './start-bounds';
import { byTime } from './within';

/**
 * The server information a start that has nothing saved to show needs before it mounts: the live
 * `meta`, or the copy kept from an earlier start (`first`, which `loadInstanceMeta` settles within
 * its own 3 s); failing both, the live answer if it comes before `START_META_WAIT_MS` after the
 * navigation. Null means there is no server to show anything of: the page-load error screen.
 */
export async function serverInfoForStart(
  first: Promise<InstanceMeta | null>,
  refresh: Promise<InstanceMeta | null>,
  atMs: number = START_META_WAIT_MS,
  now?: () => number,
): Promise<InstanceMeta | null> {
  const answer = first.catch(() => null).then((meta) => meta ?? refresh.catch(() => null));
  return byTime(answer, atMs, null, now);
}

/**
 * Whether this start waits for the server information before it mounts: a visitor (the welcome
 * page and every public page are the server's), or an account with no saved cache to paint.
 * The MiAuth return is the one visitor page that talks to another server than the default one.
 */
export function needsServerInfo(opts: { signedIn: boolean; restoredCache: boolean; pathname: string }): boolean {
  if (opts.pathname === '/miauth-callback') return false;
  return !opts.signedIn || !opts.restoredCache;
}

import type { InstanceMeta } from '@/core/instance/instance-meta';
import { START_META_WAIT_MS } from './start-bounds';
import { byTime } from './within';

/**
 * The server information a start that has nothing saved to show needs before it mounts: the live
 * `meta` or the copy kept from an earlier start, whichever is there first; failing both, the live
 * answer if it comes before `atMs` after the navigation. Null means there is no server to show
 * anything of: the page-load error screen.
 */
export function serverInfoForStart(
  live: Promise<InstanceMeta | null>,
  kept: Promise<InstanceMeta | null>,
  atMs: number = START_META_WAIT_MS,
  now?: () => number,
): Promise<InstanceMeta | null> {
  const answer = new Promise<InstanceMeta | null>((resolve) => {
    let pending = 2;
    for (const source of [live, kept]) {
      source.then(
        (meta) => (meta ? resolve(meta) : --pending === 0 && resolve(null)),
        () => --pending === 0 && resolve(null),
      );
    }
  });
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

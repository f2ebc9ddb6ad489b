import { getServerOrigin } from '@/core/accounts/session';
import { localTicker, remoteTicker, type TickerInfo } from '@/core/entities/instance-ticker';
import type { UserLite } from '@/core/entities/user';
import type { InstanceMeta } from '@/core/instance/instance-meta';
import { useLocalInstanceMeta } from '@/core/instance/use-local-instance';
import { InstanceTicker } from '@/ui/instance-ticker/InstanceTicker';
import styles from './Note.module.css';

/** Tickers worked out once per server object (the same `instance` object repeats on every note of that user). */
const remoteMemo = new WeakMap<object, TickerInfo | null>();
let localMemo: { meta: InstanceMeta | undefined; origin: string; info: TickerInfo } | null = null;

function remoteOf(user: UserLite, origin: string): TickerInfo | null {
  const inst = user.instance;
  if (!inst || typeof inst !== 'object') return remoteTicker(user, origin);
  if (!remoteMemo.has(inst)) remoteMemo.set(inst, remoteTicker(user, origin));
  return remoteMemo.get(inst) ?? null;
}

function LocalNoteTicker() {
  const meta = useLocalInstanceMeta();
  const origin = getServerOrigin();
  if (!localMemo || localMemo.meta !== meta || localMemo.origin !== origin) localMemo = { meta, origin, info: localTicker(meta, origin) };
  return <InstanceTicker info={localMemo.info} className={styles.ticker} host="" />;
}

/** The author's server in a note's header: the remote server's badge, or this server's (`instanceTicker: always`). */
export function NoteTicker({ user }: { user: UserLite }) {
  if (!user.host) return <LocalNoteTicker />;
  const info = remoteOf(user, getServerOrigin());
  return info ? <InstanceTicker info={info} className={styles.ticker} host={user.host} /> : null;
}

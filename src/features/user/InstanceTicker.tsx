import { getServerOrigin } from '@/core/accounts/session';
import { remoteTicker } from '@/core/entities/instance-ticker';
import type { UserLite } from '@/core/entities/user';
import { InstanceTicker as Ticker } from '@/ui/instance-ticker/InstanceTicker';

export { textOn } from '@/core/entities/instance-ticker';

/** The remote user's server on the profile: favicon, name (or host), tinted by the server's theme colour. */
export function InstanceTicker({ user }: { user: UserLite }) {
  const info = remoteTicker(user, getServerOrigin());
  return info ? <Ticker info={info} host={user.host} /> : null;
}

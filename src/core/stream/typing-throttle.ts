import { TYPING_THROTTLE_MS } from '@/core/constants';
import type { ChannelConnection } from './stream-client';

/** Typing notifications on a channel, at most one per 3 s. */
export function createTypingNotifier(connection: Pick<ChannelConnection, 'send'>, now: () => number = Date.now) {
  let last = -Infinity;
  return () => {
    const t = now();
    if (t - last < TYPING_THROTTLE_MS) return false;
    last = t;
    connection.send('typing');
    return true;
  };
}

import { useEffect, useState } from 'react';
import { POLL_EXPIRY_CHECK_MS } from '@/core/constants';

/** The current time, refreshed every POLL_EXPIRY_CHECK_MS until the poll's deadline has passed. */
export function usePollNow(expiresAt: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  const deadline = expiresAt ? Date.parse(expiresAt) : NaN;
  const expired = Number.isFinite(deadline) && now >= deadline;

  useEffect(() => {
    if (!Number.isFinite(deadline) || expired) return;
    const timer = setInterval(() => setNow(Date.now()), POLL_EXPIRY_CHECK_MS);
    return () => clearInterval(timer);
  }, [deadline, expired]);

  return now;
}

/** The lean public entry route loaders use (query options only, no components). */
import type { QueryClient } from '@tanstack/react-query';
import { receivedRequestsQuery } from './follow-requests';

export async function loadFollowRequests(qc: QueryClient): Promise<void> {
  await qc.ensureInfiniteQueryData(receivedRequestsQuery()).catch(() => undefined);
}

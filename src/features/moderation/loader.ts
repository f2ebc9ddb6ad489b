/** The lean public entry route loaders use (query options only, no components). */
import type { QueryClient } from '@tanstack/react-query';
import { adminUserQuery, instanceQuery } from './moderation-queries';

export async function loadUserInfo(qc: QueryClient, userId: string): Promise<void> {
  await qc.ensureQueryData(adminUserQuery(userId)).catch(() => undefined);
}

export async function loadInstanceInfo(qc: QueryClient, host: string): Promise<void> {
  await qc.ensureQueryData(instanceQuery(host)).catch(() => undefined);
}

/** What the unsent queue needs from the outside world (injectable for tests). */
import { createApiClient, type ApiClient } from '@/core/api/api-client';
import type { QueueEntry } from './queue-types';

export interface QueueDeps {
  now: () => number;
  random: () => number;
  clientFor: (origin: string, token: string | null) => ApiClient;
  newId: () => string;
  /** Delay after n failures; default `backoffMs`. */
  backoff?: (failures: number) => number;
}

export interface SendRequest {
  endpoint: string;
  data: Record<string, unknown>;
  token: string | null;
  origin: string;
  userId: string | null;
  draftData?: QueueEntry['draftData'];
  draftKey?: string;
  comment?: string;
  suppressToast?: boolean;
}

export type SendOutcome =
  | { kind: 'sent'; result: unknown }
  | { kind: 'queued'; entry: QueueEntry; error: unknown }
  | { kind: 'failed'; error: unknown }
  | { kind: 'duplicate' };

function defaultId(): string {
  try {
    return crypto.randomUUID();
  } catch {
    return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
  }
}

export const defaultQueueDeps: QueueDeps = {
  now: () => Date.now(),
  random: () => Math.random(),
  clientFor: (origin, token) => createApiClient({ origin, token }),
  newId: defaultId,
};

/** The unsent-request queue (spec section 3 "Queue entry"). */
import type { DraftData } from '@/core/drafts';

export interface QueueEntry {
  /** Stable per request: the idempotency marker (locks, verification, dedupe all use it). */
  id: string;
  /** When it was first tried (client clock, ms). */
  date: number;
  endpoint: string;
  data: Record<string, unknown>;
  /** The credential and server it was meant for (posting as another account keeps its own). */
  token: string | null;
  origin: string;
  /** The author, so a retry can check whether an earlier attempt already went through. */
  userId: string | null;
  suppressToast?: boolean;
  /** A short text for the pending list. */
  comment?: string;
  /** The form content, to turn the entry back into a draft. */
  draftData?: DraftData;
  /** The post form's draft key it came from. */
  draftKey?: string;
  /** The page session that owns (and retries) it. */
  sessionId: string;
  attempts: number;
  /** The last failure may have reached the server: look for the note before sending again. */
  unsure: boolean;
  nextAttemptAt: number;
  lastError?: string;
}

export type QueueEvent =
  | { type: 'changed' }
  | { type: 'sent'; entry: QueueEntry; result: unknown }
  | { type: 'failed'; entry: QueueEntry; error: unknown; draftKey: string | null }
  | { type: 'canceled'; entry: QueueEntry; draftKey: string | null }
  | { type: 'convertedToDrafts'; count: number };

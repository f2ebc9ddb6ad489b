import type { QueryClient } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import type { Note } from '@/core/entities/note';
import { serverReplyParams } from './server-reply-params';
import { sanitizeNotes } from '@/core/entities/note-guard';
import { timelineEndpoint, type TimelineSource } from './timeline-source';

/**
 * How a catch-up asks this timeline's endpoint for the notes after `sinceId` (with the same reply
 * params as its pages). Errors are not toasted: a failed catch-up is retried on the next reconnect.
 */
export function timelineSincePage(qc: QueryClient, source: TimelineSource): (sinceId: string, limit: number) => Promise<Note[]> {
  const { endpoint, params: fixed } = timelineEndpoint(source);
  const params = { ...fixed, ...serverReplyParams(qc, source) };
  return async (sinceId, limit) => sanitizeNotes(await getApi().request<unknown>(endpoint, { ...params, sinceId, limit }, { suppressError: true }));
}

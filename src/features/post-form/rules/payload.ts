/** The notes/create body (spec section 3 "Note create payload"). */
import type { Visibility } from '@/core/entities/note';
import { normalizeCw } from './text-rules';

export interface PayloadInput {
  /** The text to send (typed text plus hashtags). */
  text: string;
  useCw: boolean;
  cw: string | null;
  visibility: Visibility;
  localOnly: boolean;
  visibleUserIds: readonly string[];
  ccUserIds: readonly string[];
  inheritCc: boolean;
  fileIds: readonly string[];
  poll: { choices: string[]; multiple: boolean; expiresAt?: number; expiredAfter?: number } | null;
  replyId: string | null;
  quoteId: string | null;
  channelId: string | null;
  referenceIds: readonly string[];
  /** Mini-silenced users' notes carry `isWeb: true` (spec section 6: "a web flag"). */
  webFlag: boolean;
  /** Which reactions the note takes (Misskey 13.10+): sent only when set and the server takes it. */
  reactionAcceptance?: string | null;
}

/** The chosen reaction acceptance when the server takes that value (`Capabilities.reactionAcceptance`), else null (not sent). */
export function acceptedReactionChoice(chosen: string | null | undefined, serverTakes: readonly string[]): string | null {
  return chosen && serverTakes.includes(chosen) ? chosen : null;
}

export function buildNotePayload(p: PayloadInput): Record<string, unknown> {
  const body: Record<string, unknown> = { visibility: p.visibility, localOnly: p.localOnly };
  if (p.text.trim() !== '') body.text = p.text;
  const cw = normalizeCw(p.useCw, p.cw);
  if (cw !== null) body.cw = cw;
  if (p.fileIds.length > 0) body.fileIds = [...p.fileIds];
  if (p.poll) body.poll = p.poll;
  if (p.replyId) body.replyId = p.replyId;
  if (p.quoteId) body.renoteId = p.quoteId;
  if (p.channelId) body.channelId = p.channelId;
  if (p.visibility === 'specified') {
    body.visibleUserIds = [...p.visibleUserIds];
    if (p.ccUserIds.length > 0) body.ccUserIds = [...p.ccUserIds];
    if (p.replyId && p.inheritCc) body.inheritCc = true;
  }
  if (p.referenceIds.length > 0) body.referenceIds = [...p.referenceIds];
  if (p.webFlag) body.isWeb = true;
  if (p.reactionAcceptance) body.reactionAcceptance = p.reactionAcceptance;
  return body;
}

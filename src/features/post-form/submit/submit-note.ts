/**
 * Posting (spec section 4 "Posting"), free of React: wait for uploads, the confirmations
 * (single own reference → quote, mini-silence), scope resolution, the payload, then the send
 * through the unsent queue.
 */
import type { SendOutcome, SendRequest } from '@/core/queue';
import type { DraftData } from '@/core/drafts';
import type { DriveFile } from '@/core/entities/drive-file';
import type { Note, Visibility } from '@/core/entities/note';
import { pollPayload, type PollDraft } from '../poll';
import { extractHashtags, textWithHashtags } from '../rules/hashtags';
import { extractMentions, type MentionRef } from '../rules/mentions';
import { buildNotePayload } from '../rules/payload';
import { shouldOfferQuote } from '../rules/references';
import { needsMiniSilenceConfirm, resolveScope, stepDownVisibility, type ScopeContext } from '../rules/visibility';
import type { FormState } from '../state/form-state';
import type { UploadProbe } from './wait-uploads';

export interface SubmitInput {
  state: FormState;
  /** The post button's preset, or null for the form's own choice. */
  preset: { visibility: Visibility; localOnly: boolean } | null;
  replyId: string | null;
  channelId: string | null;
  scope: ScopeContext;
  meId: string | null;
  localHost: string | null;
  poster: { origin: string; token: string | null; userId: string | null };
  draftKey: string;
  draftData: DraftData;
  /** Which reactions the note takes, already checked against what the server takes (null: not sent). */
  reactionAcceptance?: string | null;
}

export interface SubmitDeps {
  waitUploads: (probe: () => UploadProbe) => Promise<'ok' | 'failed' | 'aborted'>;
  probe: () => UploadProbe;
  files: () => DriveFile[];
  /** The quote prompt (single reference to my own note). */
  confirmQuote: () => Promise<boolean>;
  /** The mini-silence warning (OK enabled after 7 s). */
  confirmMiniSilence: () => Promise<boolean>;
  /** User ids of mentioned users (specified notes); unknown users are left out. */
  resolveMentions: (mentions: MentionRef[]) => Promise<string[]>;
  send: (req: SendRequest) => Promise<SendOutcome>;
  /** Plugins' note post interruptors: may rewrite the payload before it is sent. */
  interruptPost?: (data: Record<string, unknown>) => Promise<Record<string, unknown>>;
}

export type SubmitResult =
  | { kind: 'posted'; note: Note | null; hashtags: string[]; state: FormState }
  /** `entryId`: the unsent-queue entry that will retry it (its later toasts replace this one's). */
  | { kind: 'queued'; error: unknown; entryId: string }
  | { kind: 'failed'; error: unknown }
  | { kind: 'duplicate' }
  | { kind: 'uploadFailed' }
  | { kind: 'invalidPoll' }
  | { kind: 'needsRecipients' }
  | { kind: 'canceled' };

export async function submitNote(input: SubmitInput, deps: SubmitDeps): Promise<SubmitResult> {
  const waited = await deps.waitUploads(deps.probe);
  if (waited === 'failed') return { kind: 'uploadFailed' };
  if (waited === 'aborted') return { kind: 'canceled' };

  let state = input.state;
  const quoteFrom = shouldOfferQuote({ references: state.references, quoteId: state.quoteId, meId: input.meId });
  if (quoteFrom && (await deps.confirmQuote())) state = { ...state, quoteId: quoteFrom, references: [] };

  const wanted = input.preset ?? { visibility: state.visibility, localOnly: state.localOnly };
  if (needsMiniSilenceConfirm(wanted.visibility, input.scope) && !(await deps.confirmMiniSilence())) return { kind: 'canceled' };

  const poll = state.poll ? pollPayload(state.poll as PollDraft) : null;
  if (state.poll && !poll) return { kind: 'invalidPoll' };

  const text = state.showHashtags ? textWithHashtags(state.text, state.hashtags) : state.text;
  const stepped = stepDownVisibility(wanted.visibility, input.scope);
  const mentioned = stepped === 'specified' ? await deps.resolveMentions(extractMentions(text, input.localHost)) : [];
  const scope = resolveScope({ visibility: wanted.visibility, localOnly: wanted.localOnly, visibleUserIds: state.visibleUsers.map((u) => u.id) }, input.scope, mentioned);

  // Spec section 5: a specified note needs recipients (a reply goes to the replied-to author).
  if (scope.visibility === 'specified' && scope.visibleUserIds.length === 0 && !input.replyId) return { kind: 'needsRecipients' };

  const built = buildNotePayload({
    text,
    useCw: state.useCw,
    cw: state.cw,
    visibility: scope.visibility,
    localOnly: scope.localOnly,
    visibleUserIds: scope.visibleUserIds,
    ccUserIds: state.ccUsers.map((u) => u.id),
    inheritCc: state.inheritCc,
    fileIds: deps.files().map((f) => f.id),
    poll,
    replyId: input.replyId,
    quoteId: state.quoteId,
    channelId: input.channelId,
    referenceIds: state.references.map((r) => r.id),
    webFlag: !!input.scope.restrictions.isMiniSilenced,
    reactionAcceptance: input.reactionAcceptance ?? null,
  });
  const data = deps.interruptPost ? ((await deps.interruptPost(built as Record<string, unknown>)) as typeof built) : built;

  const outcome = await deps.send({
    endpoint: 'notes/create',
    data,
    token: input.poster.token,
    origin: input.poster.origin,
    userId: input.poster.userId,
    draftData: input.draftData,
    draftKey: input.draftKey,
    comment: text.slice(0, 80),
  });
  switch (outcome.kind) {
    case 'sent': {
      const note = (outcome.result as { createdNote?: Note } | undefined)?.createdNote ?? null;
      return { kind: 'posted', note, hashtags: extractHashtags(text), state };
    }
    case 'queued':
      return { kind: 'queued', error: outcome.error, entryId: outcome.entry.id };
    case 'failed':
      return { kind: 'failed', error: outcome.error };
    case 'duplicate':
      return { kind: 'duplicate' };
  }
}


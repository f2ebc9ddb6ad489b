import { acctOf } from '@/core/entities/display-acct';
import type { Note, Visibility } from '@/core/entities/note';
import type { PostFormRequest } from '@/core/post-form/post-form-store';
import { initialVisibility, localOnlyForced, type ScopeContext } from '../rules/visibility';
import { extractMentions } from '../rules/mentions';
import { emptyFormState, fromDraftData, type FormState } from './form-state';
import { redraftData } from './redraft';

export interface InitialSettings {
  rememberNoteVisibility: boolean;
  defaultNoteVisibility: Visibility;
  defaultNoteLocalOnly: boolean;
  /** The last used (rememberNoteVisibility). */
  visibility: Visibility;
  localOnly: boolean;
  keepCw: boolean;
}

const acct = (username: string, host: string | null | undefined): string => `@${acctOf({ username, host })}`;

/** Mentions a reply starts with: the author and the users the replied note mentions, never me. */
export function replyMentions(reply: Note, me: { username: string } | null, localHost: string | null): string[] {
  const out: string[] = [];
  const isMe = (username: string, host: string | null) => !!me && host === null && username.toLowerCase() === me.username.toLowerCase();
  const push = (a: string) => {
    if (!out.some((x) => x.toLowerCase() === a.toLowerCase())) out.push(a);
  };
  if (!isMe(reply.user.username, reply.user.host ?? null)) push(acct(reply.user.username, reply.user.host));
  for (const m of extractMentions(reply.text ?? '', localHost)) {
    // A local mention inside a remote note refers to a user of that note's server.
    const host = m.host ?? (reply.user.host || null);
    if (!isMe(m.username, host)) push(acct(m.username, host));
  }
  return out;
}

/** A fresh form for `request` (no draft): visibility from settings, reply mentions, kept CW. */
export function initialFormState(request: PostFormRequest, settings: InitialSettings, ctx: ScopeContext, me: { username: string } | null, localHost: string | null): FormState {
  const wanted = settings.rememberNoteVisibility ? settings.visibility : settings.defaultNoteVisibility;
  const wantedLocal = settings.rememberNoteVisibility ? settings.localOnly : settings.defaultNoteLocalOnly;
  const visibility = initialVisibility(wanted, ctx);
  const state = emptyFormState(visibility, visibility === 'specified' ? false : wantedLocal || localOnlyForced(ctx));
  const reply = request.reply;
  let text = request.initialText ?? '';
  if (reply) {
    const mentions = replyMentions(reply, me, localHost);
    if (mentions.length > 0 && !text) text = `${mentions.join(' ')} `;
    if (settings.keepCw && reply.cw) {
      state.useCw = true;
      state.cw = reply.cw;
    }
    if (visibility === 'specified' && reply.user && (!me || reply.user.username !== me.username || reply.user.host)) {
      state.visibleUsers = [reply.user];
    }
    state.inheritCc = reply.visibility === 'specified' && (reply.ccUserIdsCount ?? 0) > 0;
  }
  if (request.redraft) return { ...fromDraftData(redraftData(request.redraft), state), visibleUsers: state.visibleUsers };
  return { ...state, text, quoteId: request.renote?.id ?? null };
}

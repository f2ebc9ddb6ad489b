/** Spec section 5 "Specified visibility" and "Other post warnings", as one pure function. */
import type { Visibility } from '@/core/entities/note';
import { extractMentions, hasRemoteCustomEmoji, normalizeHost, splitLeadingMentions, type MentionRef } from './mentions';

export interface RecipientRef {
  username: string;
  host: string | null;
}

export interface PostWarnings {
  /** Specified: mentioned users who are not recipients (each gets an "add" action). */
  mentionedNotRecipients: MentionRef[];
  /** Specified with nobody to send to. */
  needsRecipients: boolean;
  remoteEmoji: boolean;
  /** A non-public note that is not a reply: everyone its visibility reaches can read it. */
  nonPublicNotice: boolean;
  /** The content warning starts with a mention (offered: move it into the text). */
  cwStartsWithMention: boolean;
}

export function postWarnings(s: {
  text: string;
  useCw: boolean;
  cw: string;
  visibility: Visibility;
  isReply: boolean;
  recipients: readonly RecipientRef[];
  localHost: string | null;
}): PostWarnings {
  const specified = s.visibility === 'specified';
  // Mentions matter only to a specified note; finding them parses the whole text (MFM), which in a
  // long post takes longer than a frame, so other visibilities skip it.
  const mentions = specified ? extractMentions(s.text, s.localHost) : [];
  const isRecipient = (m: MentionRef) =>
    s.recipients.some((r) => r.username.toLowerCase() === m.username.toLowerCase() && normalizeHost(r.host, s.localHost) === m.host);
  return {
    mentionedNotRecipients: specified ? mentions.filter((m) => !isRecipient(m)) : [],
    needsRecipients: specified && s.recipients.length === 0 && mentions.length === 0,
    remoteEmoji: hasRemoteCustomEmoji(s.text) || (s.useCw && hasRemoteCustomEmoji(s.cw)),
    nonPublicNotice: s.visibility !== 'public' && !s.isReply,
    cwStartsWithMention: s.useCw && splitLeadingMentions(s.cw).mentions !== '',
  };
}

/** The "move the mention into the text" action for a CW that begins with one. */
export function moveCwMentionsToText(cw: string, text: string): { cw: string; text: string } {
  const { mentions, rest } = splitLeadingMentions(cw);
  if (!mentions) return { cw, text };
  return { cw: rest, text: text.startsWith(mentions) ? text : `${mentions} ${text}` };
}

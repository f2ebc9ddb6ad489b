import { DRAFT_KINDS, type Draft, type DraftKind } from './draft-types';

export interface DraftTarget {
  replyId?: string | null;
  renoteId?: string | null;
  channelId?: string | null;
  editId?: string | null;
  air?: boolean;
}

/** The key a form autosaves under: what it answers, quotes or edits decides it. */
export function draftKeyFor(target: DraftTarget): string {
  if (target.editId) return `edit:${target.editId}`;
  if (target.air) return 'air';
  if (target.replyId) return `reply:${target.replyId}`;
  if (target.renoteId) return `renote:${target.renoteId}`;
  if (target.channelId) return `channel:${target.channelId}`;
  return 'note';
}

function isKind(s: string): s is DraftKind {
  return (DRAFT_KINDS as readonly string[]).includes(s);
}

/** `{ kind, id }` of a key, or null for a key this client does not know. */
export function parseDraftKey(key: string): { kind: DraftKind; id: string | null } | null {
  const at = key.indexOf(':');
  const kind = at < 0 ? key : key.slice(0, at);
  const id = at < 0 ? null : key.slice(at + 1);
  if (!isKind(kind)) return null;
  if (id === '') return null;
  return { kind, id };
}

let counter = 0;

/** A fresh key of kind `auto` or `manual`, unique within this page and across pages in practice. */
export function newDraftKey(kind: 'auto' | 'manual', now: number = Date.now(), random: () => number = Math.random): string {
  counter = (counter + 1) % 1296;
  const rand = Math.floor(random() * 46656).toString(36).padStart(3, '0');
  return `${kind}:${now.toString(36)}${counter.toString(36).padStart(2, '0')}${rand}`;
}

/** The draft list order: by kind (DRAFT_KINDS), newest first within a kind. */
export function compareDrafts(a: Pick<Draft, 'key' | 'updatedAt'>, b: Pick<Draft, 'key' | 'updatedAt'>): number {
  const rank = (key: string) => {
    const kind = parseDraftKey(key)?.kind;
    return kind ? DRAFT_KINDS.indexOf(kind) : DRAFT_KINDS.length;
  };
  return rank(a.key) - rank(b.key) || b.updatedAt - a.updatedAt || a.key.localeCompare(b.key);
}

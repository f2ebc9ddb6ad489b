/** The post form's own state and its pure transitions. */
import type { DraftData } from '@/core/drafts';
import type { DriveFile } from '@/core/entities/drive-file';
import type { Visibility } from '@/core/entities/note';
import type { UserLite } from '@/core/entities/user';
import type { PollDraft } from '../poll';

/** An attached reference (only what the rules need). */
export interface RefNote {
  id: string;
  userId: string;
  text?: string | null;
}

export interface FormState {
  text: string;
  useCw: boolean;
  cw: string;
  visibility: Visibility;
  localOnly: boolean;
  visibleUsers: UserLite[];
  ccUsers: UserLite[];
  inheritCc: boolean;
  showHashtags: boolean;
  hashtags: string;
  poll: PollDraft | null;
  quoteId: string | null;
  references: RefNote[];
}

export function emptyFormState(visibility: Visibility = 'public', localOnly = false): FormState {
  return {
    text: '',
    useCw: false,
    cw: '',
    visibility,
    localOnly,
    visibleUsers: [],
    ccUsers: [],
    inheritCc: false,
    showHashtags: false,
    hashtags: '',
    poll: null,
    quoteId: null,
    references: [],
  };
}

/** Choosing a visibility: specified clears local-only. */
export function withVisibility(s: FormState, visibility: Visibility, localOnly: boolean = s.localOnly): FormState {
  return { ...s, visibility, localOnly: visibility === 'specified' ? false : localOnly };
}

export function addUser(list: readonly UserLite[], user: UserLite): UserLite[] {
  return list.some((u) => u.id === user.id) ? [...list] : [...list, user];
}

export function removeUser(list: readonly UserLite[], id: string): UserLite[] {
  return list.filter((u) => u.id !== id);
}

export function addReference(list: readonly RefNote[], ref: RefNote): RefNote[] {
  return list.some((r) => r.id === ref.id) ? [...list] : [...list, ref];
}

/** What a form leaves as its draft. */
export function toDraftData(s: FormState, files: DriveFile[], ctx: { replyId: string | null; channelId: string | null }): DraftData {
  return {
    text: s.text,
    useCw: s.useCw,
    cw: s.useCw ? s.cw : s.cw || null,
    visibility: s.visibility,
    localOnly: s.localOnly,
    files,
    poll: s.poll,
    visibleUserIds: s.visibleUsers.map((u) => u.id),
    replyId: ctx.replyId,
    quoteId: s.quoteId,
    referencesFlg: s.references.length > 0,
    referenceIds: s.references.map((r) => r.id),
    hashtags: s.showHashtags ? s.hashtags : '',
    ccUserIds: s.ccUsers.map((u) => u.id),
    channelId: ctx.channelId,
  };
}

/** A draft back into form state; users and references are looked up by the caller. */
export function fromDraftData(d: DraftData, base: FormState): FormState {
  return {
    ...base,
    text: d.text,
    useCw: d.useCw,
    cw: d.cw ?? '',
    visibility: d.visibility,
    localOnly: d.visibility === 'specified' ? false : d.localOnly,
    poll: d.poll,
    quoteId: d.quoteId ?? base.quoteId,
    showHashtags: (d.hashtags ?? '') !== '',
    hashtags: d.hashtags ?? '',
    references: d.referenceIds.map((id) => ({ id, userId: '' })),
    visibleUsers: [],
    ccUsers: [],
  };
}

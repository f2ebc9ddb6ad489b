import type { Capabilities } from '@/core/capabilities';
import type { MessageKey } from '@/core/i18n';
import type { Note } from '@/core/entities/note';
import type { MenuAction, MenuEntry } from '@/ui/menu';
import type { NoteState } from './note-state-query';
import { remoteNoteUrl } from './remote-note-url';

/** The named capabilities the menu asks for. */
export type NoteMenuCapability = 'translateNote' | 'favoriteNote' | 'clipNote' | 'muteThread' | 'pin' | 'reportAbuse';

/** What the menu's entries depend on (all read before it opens or while it is open). */
export interface NoteMenuFacts {
  note: Note;
  meId: string;
  /** My pinned note ids (from `i`), null while unknown. */
  pinnedNoteIds: readonly string[] | null;
  /** `notes/state`, undefined while it loads. */
  state: NoteState | undefined;
  /** What the server offers (capability module). */
  caps: Pick<Capabilities, NoteMenuCapability>;
  translatorAvailable: boolean;
  plugins: ReadonlyArray<{ title: string; run: () => void }>;
  /** The `devMode` setting: offer to copy the note's ID. */
  devMode?: boolean;
}

export interface NoteMenuHandlers {
  copyContent: () => void;
  copyLink: () => void;
  share: () => void;
  openRemote: (url: string) => void;
  translate: () => void;
  favorite: (on: boolean) => void;
  clip: () => void;
  muteThread: (on: boolean) => void;
  pin: (on: boolean) => void;
  report: () => void;
  deleteAndEdit: () => void;
  remove: () => void;
  copyId?: () => void;
}

type T = (key: MessageKey) => string;

/** The note menu as Misskey has it: what to copy and open, my marks on the note, then own-note and moderation actions. */
export function noteMenuEntries(f: NoteMenuFacts, h: NoteMenuHandlers, t: T): MenuEntry[] {
  const { note } = f;
  const mine = note.userId === f.meId;
  const remote = remoteNoteUrl(note);
  const loading = f.state === undefined;
  const favorited = f.state?.isFavorited ?? false;
  const muted = f.state?.isMutedThread ?? false;
  const pinned = f.pinnedNoteIds?.includes(note.id) ?? false;
  const action = (key: MessageKey, onSelect: () => void, extra: Partial<MenuAction> = {}): MenuEntry => ({ label: t(key), onSelect, ...extra });
  return [
    !!note.text && action('noteScreens.menu.copyContent', h.copyContent, { attrs: { 'data-action': 'copy-content' } }),
    action('common.copyLink', h.copyLink, { attrs: { 'data-action': 'copy-link' } }),
    !!f.devMode && !!h.copyId && action('noteScreens.devMode.copyNoteId', h.copyId, { attrs: { 'data-action': 'copy-note-id' } }),
    remote ? action('noteScreens.menu.openRemote', () => h.openRemote(remote), { attrs: { 'data-action': 'open-remote' } }) : null,
    action('note.share', h.share, { attrs: { 'data-action': 'share' } }),
    f.translatorAvailable && !!note.text && f.caps.translateNote && action('noteScreens.menu.translate', h.translate, { attrs: { 'data-action': 'translate' } }),
    { type: 'divider' },
    f.caps.favoriteNote &&
      action(favorited ? 'note.unfavorite' : 'note.favorite', () => h.favorite(!favorited), { disabled: loading, hint: loading ? t('noteScreens.menu.loadingState') : undefined, attrs: { 'data-action': 'favorite' } }),
    f.caps.clipNote && action('note.clip', h.clip, { attrs: { 'data-action': 'clip' } }),
    f.caps.muteThread &&
      action(muted ? 'noteScreens.menu.unmuteThread' : 'noteScreens.menu.muteThread', () => h.muteThread(!muted), { disabled: loading, hint: loading ? t('noteScreens.menu.loadingState') : undefined, attrs: { 'data-action': 'mute-thread' } }),
    { type: 'divider' },
    mine && f.caps.pin && f.pinnedNoteIds !== null && action(pinned ? 'noteScreens.menu.unpin' : 'noteScreens.menu.pin', () => h.pin(!pinned), { attrs: { 'data-action': 'pin' } }),
    f.plugins.length > 0 && { type: 'divider' },
    f.plugins.length > 0 && { type: 'label', label: t('noteScreens.menu.plugins') },
    ...f.plugins.map((p): MenuEntry => ({ label: p.title, onSelect: p.run, attrs: { 'data-plugin-action': p.title } })),
    { type: 'divider' },
    !mine && f.caps.reportAbuse && action('noteScreens.menu.report', h.report, { danger: true, attrs: { 'data-action': 'report' } }),
    mine && action('noteScreens.menu.deleteAndEdit', h.deleteAndEdit, { danger: true, attrs: { 'data-action': 'delete-and-edit' } }),
    mine && action('common.delete', h.remove, { danger: true, attrs: { 'data-action': 'delete' } }),
  ];
}

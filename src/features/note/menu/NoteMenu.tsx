import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getAccount } from '@/core/accounts/session';
import { meQuery } from '@/core/accounts/me-query';
import { useCapabilities } from '@/core/capabilities';
import type { Note } from '@/core/entities/note';
import { useI18n } from '@/core/i18n';
import { instanceMetaQuery } from '@/core/instance/instance-meta';
import { useSetting } from '@/core/settings';
import type { MenuHost } from '@/ui/menu';
import { MenuPopup } from '@/ui/menu/MenuPopup';
import { usePluginRegistry } from '@/features/plugins';
import { useNoteActions } from '../actions/use-note-actions';
import { noteMenuActions } from './note-menu-actions';
import { noteMenuEntries } from './note-menu-entries';
import { noteStateQuery } from './note-state-query';

/** The note's "…" menu (a lazy chunk: nothing of it is loaded before the menu is first wanted). */
export default function NoteMenu({ note, anchor, onClose }: { note: Note } & MenuHost) {
  const { t } = useI18n();
  const qc = useQueryClient();
  const me = getAccount()!;
  const caps = useCapabilities();
  const meta = useQuery(instanceMetaQuery()).data as Record<string, unknown> | null | undefined;
  const state = useQuery({ ...noteStateQuery(note.id), enabled: caps.noteState }).data;
  const myself = useQuery({ ...meQuery(me), enabled: caps.pin && note.userId === me.id }).data;
  const { noteActions: pluginActions } = usePluginRegistry();
  const [devMode] = useSetting('devMode');
  const basic = useNoteActions();
  const more = noteMenuActions(qc);
  const run = (fn: () => Promise<unknown> | unknown) => () => {
    void Promise.resolve()
      .then(fn)
      .catch(() => undefined);
  };
  const entries = noteMenuEntries(
    {
      note,
      meId: me.id,
      pinnedNoteIds: Array.isArray(myself?.pinnedNoteIds) ? (myself.pinnedNoteIds as string[]) : null,
      // A server without notes/state: the toggles show their "on" action, never a spinner.
      state: caps.noteState ? state : { isFavorited: null, isMutedThread: null },
      caps,
      translatorAvailable: meta?.translatorAvailable === true,
      plugins: pluginActions.map((a) => ({ title: a.title, run: run(() => a.run(note as unknown as Record<string, unknown>)) })),
      devMode,
    },
    {
      copyContent: run(() => more.copyContent(note)),
      copyLink: run(() => basic.copyLink(note)),
      share: run(() => basic.share(note)),
      openRemote: (url) => void window.open(url, '_blank', 'noopener,noreferrer'),
      translate: run(() => more.translate(note)),
      favorite: (on) => run(() => more.favorite(note, on))(),
      clip: run(() => basic.clip(note)),
      muteThread: (on) => run(() => more.muteThread(note, on))(),
      pin: (on) => run(() => more.pin(note, on))(),
      report: run(() => more.report(note)),
      deleteAndEdit: run(() => more.deleteAndEdit(note)),
      remove: run(() => basic.remove(note)),
      copyId: run(() => more.copyId(note)),
    },
    t,
  );
  return <MenuPopup label={t('note.more')} entries={entries} anchor={anchor} onClose={onClose} placement="bottom-end" attrs={{ 'data-note-menu': note.id }} />;
}

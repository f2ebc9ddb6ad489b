import type { Note } from '@/core/entities/note';
import { useI18n } from '@/core/i18n';
import { openPostForm } from '@/core/post-form/post-form-store';
import type { MenuHost } from '@/ui/menu';
import { MenuPopup } from '@/ui/menu/MenuPopup';
import { useNoteActions } from '../actions/use-note-actions';

/** Renote or quote (a lazy chunk, like the note menu). */
export default function RenoteMenu({ note, anchor, onClose }: { note: Note } & MenuHost) {
  const { t } = useI18n();
  const actions = useNoteActions();
  return (
    <MenuPopup
      label={t('note.renote')}
      anchor={anchor}
      onClose={onClose}
      entries={[
        { label: t('note.renote'), onSelect: () => void actions.renote(note).catch(() => undefined), attrs: { 'data-action': 'renote-now' } },
        { label: t('note.quote'), onSelect: () => openPostForm({ renote: note }), attrs: { 'data-action': 'quote' } },
      ]}
    />
  );
}

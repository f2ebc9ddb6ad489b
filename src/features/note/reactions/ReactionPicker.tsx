import type { Note } from '@/core/entities/note';
import { useI18n } from '@/core/i18n';
import { LazyEmojiPicker } from '@/features/emoji-picker';
import { DeferredPopover as Popover } from '../deferred-popover';
import { useToggleReaction } from './use-toggle-reaction';
import { MaskIcon } from '@/ui/icons';

/** The reaction button: the emoji picker (the reaction deck is its first section). */
export function ReactionPicker({ note, buttonClassName }: { note: Note; buttonClassName?: string }) {
  const { t } = useI18n();
  const toggle = useToggleReaction();
  return (
    <Popover
      label={t('note.react')}
      trigger={(props) => (
        <button type="button" {...props} className={buttonClassName} aria-label={t('note.react')} data-tooltip={t('note.react')} data-note-action="react">
          <MaskIcon name="plus" />
        </button>
      )}
    >
      {(close) => (
        <LazyEmojiPicker
          onChoose={(code) => {
            toggle(note, code);
            close();
          }}
          onClose={close}
        />
      )}
    </Popover>
  );
}

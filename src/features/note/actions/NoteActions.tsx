import { useQueryClient } from '@tanstack/react-query';
import { memo } from 'react';
import { getAccount } from '@/core/accounts/session';
import { getStartCapabilities } from '@/core/capabilities';
import type { Note } from '@/core/entities/note';
import { loadScreenMessages, useI18n } from '@/core/i18n';
import { openPostForm } from '@/core/post-form/post-form-store';
import { preloadable } from '@/ui/lazy/preloadable';
import { MenuButton } from '@/ui/menu';
import { loadNoteMenu, loadRenoteMenu } from '../menu/load';
import { LIKE_REACTION, likeOnly } from '../reactions/reaction-acceptance';
import { ReactionPicker } from '../reactions/ReactionPicker';
import { useContextMenuPicker } from '../reactions/use-context-menu-picker';
import { useFlingSettled } from '../capture/use-fling-settled';
import { canRenote } from './renote-visibility';
import { FavButton } from './FavButton';
import styles from './NoteActions.module.css';
import { MaskIcon } from '@/ui/icons';
import { settingBundle, useSettingBundle } from '@/mfm/setting-bundle';
import { useTooltipScope } from '@/ui/tooltip';

const { Component: NoteMenu, preload: preloadNoteMenu } = preloadable(loadNoteMenu);
const { Component: RenoteMenu, preload: preloadRenoteMenu } = preloadable(loadRenoteMenu);
/** Both menus' code, ready before their first open (preload-interactions.ts). */
export const preloadNoteMenus = () => Promise.all([preloadNoteMenu(), preloadRenoteMenu()]);
/** The settings the action bar reads, as one subscription per bar. */
const footerSettings = settingBundle(['showClipButtonInNoteFooter', 'enableEmojiReactions', 'favButtonReaction', 'useReactionPickerForContextMenu']);

/** `showClipButtonInNoteFooter`: the note menu's clip flow one click away (its code and messages load on the click). */
function ClipButton({ note }: { note: Note }) {
  const { t } = useI18n();
  const qc = useQueryClient();
  if (!getStartCapabilities(qc).clipNote) return null;
  const clip = () =>
    void Promise.all([import('./clip-note'), loadScreenMessages()])
      .then(([m]) => m.clipNote(qc, note))
      .catch(() => undefined);
  return (
    <button type="button" className={styles.button} aria-label={t('note.clip')} data-tooltip={t('note.clip')} data-action="clip" data-note-action="clip" onClick={clip}>
      <MaskIcon name="clip" />
    </button>
  );
}

/**
 * The action bar: reply, renote/quote, react, and the menu with the rest. A row that mounts during
 * a fling holds the bar's place with an empty box until the scrolling stops (see useFlingSettled).
 */
export const NoteActions = memo(function NoteActions({ note }: { note: Note }) {
  const settled = useFlingSettled();
  if (!getAccount()) return null;
  if (!settled) return <div className={`${styles.bar} ${styles.placeholder}`} aria-hidden />;
  return <NoteActionBar note={note} />;
});

function NoteActionBar({ note }: { note: Note }) {
  const { t } = useI18n();
  const me = getAccount();
  // The buttons' names as tooltips (data-tooltip), loaded on first use.
  const { scopeProps, tooltip } = useTooltipScope();
  const { showClipButtonInNoteFooter, enableEmojiReactions: emojiReactions, favButtonReaction: favSetting, useReactionPickerForContextMenu: pickerOnContextMenu } = useSettingBundle(footerSettings);
  useContextMenuPicker(pickerOnContextMenu && emojiReactions);
  if (!me) return null;
  return (
    <footer className={styles.bar} {...scopeProps}>
      <button type="button" className={styles.button} aria-label={note.repliesCount ? t('a11y.replyWithCount', { n: note.repliesCount }) : t('note.reply')} data-tooltip={t('note.reply')} data-note-action="reply" onClick={() => openPostForm({ reply: note })}>
        <MaskIcon name="reply" />
        {note.repliesCount ? <span className={styles.count}>{note.repliesCount}</span> : null}
      </button>
      {canRenote(note, me.id) ? (
        <MenuButton preload={preloadRenoteMenu} menu={(host) => <RenoteMenu note={note} {...host} />}>
          {(props) => (
            <button type="button" {...props} className={styles.button} aria-label={note.renoteCount ? t('a11y.renoteWithCount', { n: note.renoteCount }) : t('note.renote')} data-tooltip={t('note.renote')} data-action="renote" data-note-action="renote">
              <MaskIcon name="renote" />
              {note.renoteCount ? <span className={styles.count}>{note.renoteCount}</span> : null}
            </button>
          )}
        </MenuButton>
      ) : (
        <button type="button" className={styles.button} disabled aria-label={t('note.cannotRenote')} data-tooltip={t('note.cannotRenote')}>
          <MaskIcon name="ban" />
        </button>
      )}
      {likeOnly(note) ? (
        // The note takes likes only (reactionAcceptance): the react button is a like, no picker.
        <FavButton note={note} setting={LIKE_REACTION} className={styles.button} replacesPicker />
      ) : (
        <>
          {(!emojiReactions || favSetting !== 'favorite') && <FavButton note={note} setting={favSetting} className={styles.button} replacesPicker={!emojiReactions} />}
          {emojiReactions && <ReactionPicker note={note} buttonClassName={styles.button} />}
        </>
      )}
      {showClipButtonInNoteFooter && <ClipButton note={note} />}
      <MenuButton preload={preloadNoteMenu} menu={(host) => <NoteMenu note={note} {...host} />}>
        {(props) => (
          <button type="button" {...props} className={styles.button} aria-label={t('note.more')} data-tooltip={t('note.more')} data-action="menu" data-note-action="menu">
            <MaskIcon name="dots" />
          </button>
        )}
      </MenuButton>
      {tooltip}
    </footer>
  );
}

import { memo, useState } from 'react';
import { getAccount } from '@/core/accounts/session';
import type { Note } from '@/core/entities/note';
import { useI18n } from '@/core/i18n';
import { openPostForm } from '@/core/post-form/post-form-store';
import { MenuItem } from '@/ui/popover/MenuItem';
import { usePluginRegistry } from '@/features/plugins/actions';
import { DeferredPopover as Popover } from '../deferred-popover';
import { ReactionPicker } from '../reactions/ReactionPicker';
import { useFlingSettled } from '../capture/use-fling-settled';
import { canRenote } from './renote-visibility';
import { useNoteActions } from './use-note-actions';
import styles from './NoteActions.module.css';
import { MaskIcon } from '@/ui/icons';
import { useTooltipScope } from '@/ui/tooltip';

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
  const actions = useNoteActions();
  const me = getAccount();
  const [favorited, setFavorited] = useState<boolean | null>(null);
  const { noteActions: pluginActions } = usePluginRegistry();
  // The buttons' names as tooltips (data-tooltip), loaded on first use.
  const { scopeProps, tooltip } = useTooltipScope();
  if (!me) return null;
  const run = (fn: () => Promise<void>, close: () => void) => {
    close();
    void fn().catch(() => undefined);
  };
  return (
    <footer className={styles.bar} {...scopeProps}>
      <button type="button" className={styles.button} aria-label={note.repliesCount ? t('a11y.replyWithCount', { n: note.repliesCount }) : t('note.reply')} data-tooltip={t('note.reply')} data-note-action="reply" onClick={() => openPostForm({ reply: note })}>
        <MaskIcon name="reply" />
        {note.repliesCount ? <span className={styles.count}>{note.repliesCount}</span> : null}
      </button>
      {canRenote(note, me.id) ? (
        <Popover
          role="menu"
          label={t('note.renote')}
          trigger={(props) => (
            <button type="button" {...props} className={styles.button} aria-label={note.renoteCount ? t('a11y.renoteWithCount', { n: note.renoteCount }) : t('note.renote')} data-tooltip={t('note.renote')} data-note-action="renote">
              <MaskIcon name="renote" />
              {note.renoteCount ? <span className={styles.count}>{note.renoteCount}</span> : null}
            </button>
          )}
        >
          {(close) => (
            <>
              <MenuItem onClick={() => run(() => actions.renote(note), close)}>{t('note.renote')}</MenuItem>
              <MenuItem
                onClick={() => {
                  close();
                  openPostForm({ renote: note });
                }}
              >
                {t('note.quote')}
              </MenuItem>
            </>
          )}
        </Popover>
      ) : (
        <button type="button" className={styles.button} disabled aria-label={t('note.cannotRenote')} data-tooltip={t('note.cannotRenote')}>
          <MaskIcon name="ban" />
        </button>
      )}
      <ReactionPicker note={note} buttonClassName={styles.button} />
      <Popover
        role="menu"
        label={t('note.more')}
        trigger={(props) => (
          <button
            type="button"
            {...props}
            className={styles.button}
            aria-label={t('note.more')}
            data-tooltip={t('note.more')}
            data-note-action="menu"
            onClick={(e) => {
              (props.onClick as ((e: unknown) => void) | undefined)?.(e);
              void actions.isFavorited(note).then(setFavorited);
            }}
          >
            <MaskIcon name="dots" />
          </button>
        )}
      >
        {(close) => (
          <>
            <MenuItem onClick={() => run(() => actions.favorite(note, !favorited), close)}>{favorited ? t('note.unfavorite') : t('note.favorite')}</MenuItem>
            <MenuItem onClick={() => run(() => actions.clip(note), close)}>{t('note.clip')}</MenuItem>
            <MenuItem onClick={() => run(() => actions.copyLink(note), close)}>{t('common.copyLink')}</MenuItem>
            <MenuItem onClick={() => run(() => actions.share(note), close)}>{t('note.share')}</MenuItem>
            {pluginActions.map((a, i) => (
              <MenuItem key={`${a.pluginId}:${i}`} onClick={() => run(() => a.run(note as unknown as Record<string, unknown>), close)} data-plugin-action={a.title}>
                {a.title}
              </MenuItem>
            ))}
            {note.userId === me.id && (
              <MenuItem danger onClick={() => run(() => actions.remove(note), close)}>
                {t('common.delete')}
              </MenuItem>
            )}
          </>
        )}
      </Popover>
      {tooltip}
    </footer>
  );
}

import { useState } from 'react';
import type { Note } from '@/core/entities/note';
import { useI18n } from '@/core/i18n';
import { useSetting } from '@/core/settings';
import { Popover } from '@/ui/popover/Popover';
import { ReactionIcon } from './ReactionIcon';
import { useToggleReaction } from './use-toggle-reaction';
import styles from './Reactions.module.css';

/** The reaction button: the user's reaction deck and a field for any `:emoji:` or character. */
export function ReactionPicker({ note, buttonClassName }: { note: Note; buttonClassName?: string }) {
  const { t } = useI18n();
  const [reactions] = useSetting('reactions');
  const toggle = useToggleReaction();
  const [custom, setCustom] = useState('');
  return (
    <Popover
      label={t('note.react')}
      trigger={(props) => (
        <button type="button" {...props} className={buttonClassName} aria-label={t('note.react')} title={t('note.react')}>
          ＋
        </button>
      )}
    >
      {(close) => (
        <div className={styles.picker}>
          <div className={styles.deck}>
            {reactions.map((r) => (
              <button
                key={r}
                type="button"
                className={styles.deckItem}
                aria-label={r}
                onClick={() => {
                  toggle(note, r);
                  close();
                }}
              >
                <ReactionIcon reaction={r} note={note} />
              </button>
            ))}
          </div>
          <form
            className={styles.customForm}
            onSubmit={(e) => {
              e.preventDefault();
              const value = custom.trim();
              if (!value) return;
              toggle(note, value);
              setCustom('');
              close();
            }}
          >
            <input value={custom} onChange={(e) => setCustom(e.target.value)} placeholder=":emoji:" aria-label={t('note.customReaction')} />
          </form>
        </div>
      )}
    </Popover>
  );
}

import { Fragment } from 'react';
import { useI18n } from '@/core/i18n';
import { NOTE_KEYS, type NoteKeyAction } from '@/features/note';
import { Modal } from '@/ui/dialogs/Modal';
import { Button } from '@/ui/page/Button';
import { GLOBAL_KEYS, type HotkeyAction } from '../hotkey-action';
import styles from './ShortcutHelp.module.css';

/** Keys with a name of their own (the others are the character they type). */
const NAMED_KEYS = ['Enter', 'Escape', 'ArrowDown', 'ArrowUp'] as const;
const isNamed = (key: string): key is (typeof NAMED_KEYS)[number] => (NAMED_KEYS as readonly string[]).includes(key);

type Entry = { keys: readonly string[]; action: NonNullable<HotkeyAction> | NoteKeyAction };

function KeyList({ entries }: { entries: readonly Entry[] }) {
  const { t } = useI18n();
  return (
    <dl className={styles.list}>
      {entries.map(({ keys, action }) => (
        <div key={action} className={styles.row}>
          <dt className={styles.keys}>
            {keys.map((key, i) => (
              <Fragment key={key}>
                {i > 0 && <span className={styles.or}>{t('keyboard.or')}</span>}
                <kbd className={styles.kbd}>{isNamed(key) ? t(`keyboard.keys.${key}`) : key}</kbd>
              </Fragment>
            ))}
          </dt>
          <dd className={styles.action}>{t(`keyboard.actions.${action}`)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The list of keyboard shortcuts (the ? key): the global keys and the keys on a focused note. */
export function ShortcutHelpDialog({ onClose }: { onClose: () => void }) {
  const { t } = useI18n();
  return (
    <Modal label={t('keyboard.helpTitle')} onCancel={onClose} className={styles.dialog}>
      <h2 className={styles.title}>{t('keyboard.helpTitle')}</h2>
      <section aria-labelledby="shortcut-help-global">
        <h3 id="shortcut-help-global" className={styles.heading}>
          {t('keyboard.everywhere')}
        </h3>
        <KeyList entries={GLOBAL_KEYS} />
      </section>
      <section aria-labelledby="shortcut-help-note">
        <h3 id="shortcut-help-note" className={styles.heading}>
          {t('keyboard.onNote')}
        </h3>
        <KeyList entries={NOTE_KEYS} />
      </section>
      <div className={styles.buttons}>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </div>
    </Modal>
  );
}

import { useId } from 'react';
import { confirmDialog, inputDialog } from '@/core/dialogs/dialog-store';
import { useI18n } from '@/core/i18n';
import { Button } from '@/ui/page/Button';
import type { DeckHandle } from './use-deck';
import styles from './Deck.module.css';

/** The deck's bar: the profile in use (switch, new, rename, delete) and adding a column. */
export function DeckToolbar({ deck, onAddColumn }: { deck: DeckHandle; onAddColumn: () => void }) {
  const { t } = useI18n();
  const id = useId();
  const askName = (title: string, defaultValue = '') => inputDialog({ title, defaultValue });
  return (
    <div className={styles.toolbar} role="toolbar" aria-label={t('deck.title')}>
      <label htmlFor={id} className={styles.toolbarLabel}>
        {t('deck.profile')}
      </label>
      <select id={id} className={styles.profileSelect} value={deck.profileName} onChange={(e) => deck.switchProfile(e.target.value)}>
        {deck.profileNames.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      <Button onClick={() => void askName(t('deck.newProfile')).then((name) => name && deck.addProfile(name))}>{t('deck.newProfile')}</Button>
      <Button onClick={() => void askName(t('deck.renameProfile'), deck.profileName).then((name) => name && deck.renameProfile(deck.profileName, name))}>{t('deck.renameProfile')}</Button>
      <Button
        onClick={() => void confirmDialog({ type: 'warning', text: t('deck.deleteProfileConfirm', { name: deck.profileName }) }).then((ok) => ok && deck.deleteProfile(deck.profileName))}
      >
        {t('deck.deleteProfile')}
      </Button>
      <span className={styles.spacer} />
      <Button primary onClick={onAddColumn} data-action="add-column">
        {t('deck.addColumn')}
      </Button>
    </div>
  );
}

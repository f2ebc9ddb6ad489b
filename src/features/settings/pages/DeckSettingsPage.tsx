import { inputDialog, confirmDialog } from '@/core/dialogs/dialog-store';
import { useI18n } from '@/core/i18n';
import { useSetting } from '@/core/settings';
import { Button } from '@/ui/page/Button';
import { Field } from '../controls/Field';
import styles from '../controls/controls.module.css';
import { SettingsPageFrame } from '../SettingsPageFrame';

/** Deck: the layout profiles (their columns are edited in the deck itself). */
export function DeckSettingsPage() {
  const { t } = useI18n();
  const [deck, setDeck] = useSetting('deck');
  const names = [...new Set(['default', ...Object.keys(deck.profiles)])];
  return (
    <SettingsPageFrame page="deck">
      <Field id="profiles" label={t('settingsScreens.deck.profiles')}>
        <ul className={styles.list}>
          {names.map((name) => (
            <li key={name} className={styles.listItem}>
              <span className={styles.grow}>{name}</span>
              {deck.profile === name ? (
                <span className={styles.hint}>{t('settingsScreens.deck.current')}</span>
              ) : (
                <Button onClick={() => setDeck((d) => ({ ...d, profile: name }))}>{t('settingsScreens.deck.use')}</Button>
              )}
              {name !== 'default' && deck.profile !== name && (
                <Button
                  onClick={async () => {
                    if (!(await confirmDialog({ type: 'warning', text: name }))) return;
                    // From the value at this moment, not the one before the dialog: the deck may have changed meanwhile.
                    setDeck((d) => {
                      const profiles = { ...d.profiles };
                      delete profiles[name];
                      return { ...d, profile: d.profile === name ? 'default' : d.profile, profiles };
                    });
                  }}
                >
                  {t('settingsScreens.common.remove')}
                </Button>
              )}
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <Button
            onClick={async () => {
              const name = (await inputDialog({ title: t('settingsScreens.deck.namePrompt') }))?.trim();
              if (!name || names.includes(name)) return;
              setDeck((d) => (name in d.profiles ? d : { ...d, profiles: { ...d.profiles, [name]: d.profiles[d.profile] ?? { columns: [{ id: 'main', type: 'main', name: null, width: 350 }], layout: [['main']] } }, profile: name }));
            }}
          >
            {t('settingsScreens.deck.add')}
          </Button>
        </div>
      </Field>
    </SettingsPageFrame>
  );
}

import { useState } from 'react';
import { useI18n } from '@/core/i18n';
import { useSetting } from '@/core/settings';
import { REACTION_FOLDER_KEYS, type ReactionFolderKey } from '@/core/settings/reaction-pages';
import { LazyEmojiPicker } from '@/features/emoji-picker';
import { IconPlus, IconX } from '@/ui/icons';
import { Modal } from '@/ui/dialogs/Modal';
import { Button } from '@/ui/page/Button';
import { REACTION_ITEMS } from '../catalogue/items';
import { Field, Section } from '../controls/Field';
import { SettingItems } from '../controls/SettingControl';
import styles from '../controls/controls.module.css';
import { SettingsPageFrame } from '../SettingsPageFrame';

/** Emoji codes as removable chips, added with the emoji picker. */
function EmojiList({ value, onChange, label }: { value: readonly string[]; onChange: (next: string[]) => void; label: string }) {
  const { t } = useI18n();
  const [picking, setPicking] = useState(false);
  return (
    <div className={styles.actions} data-reaction-list={label}>
      {value.map((code, i) => (
        <span key={`${code}-${i}`} className={styles.code}>
          {code}
          <button type="button" aria-label={`${t('settingsScreens.common.remove')} ${code}`} onClick={() => onChange(value.filter((_, j) => j !== i))}>
            <IconX size={12} aria-hidden />
          </button>
        </span>
      ))}
      <Button onClick={() => setPicking(true)} aria-label={`${t('settingsScreens.common.add')}: ${label}`}>
        <IconPlus size={16} aria-hidden />
      </Button>
      {picking && (
        <Modal label={label} onCancel={() => setPicking(false)}>
          <LazyEmojiPicker
            remember={false}
            onClose={() => setPicking(false)}
            onChoose={(code) => {
              if (!value.includes(code)) onChange([...value, code]);
            }}
          />
        </Modal>
      )}
    </div>
  );
}

function Folder({ setting, n }: { setting: ReactionFolderKey; n: number }) {
  const { t } = useI18n();
  const [folder, setFolder] = useSetting(setting);
  const label = t('settingsScreens.reaction.page', { n });
  return (
    <Field id={`page-${n}`} label={label}>
      <input className={styles.input} name={`${setting}-name`} aria-label={`${label}: ${t('settingsScreens.reaction.folderName')}`} placeholder={t('settingsScreens.reaction.folderName')} value={folder.folderName} onChange={(e) => setFolder({ ...folder, folderName: e.target.value })} />
      <label className={styles.row}>
        <input type="checkbox" name={`${setting}-open`} checked={folder.defaultOpen} onChange={(e) => setFolder({ ...folder, defaultOpen: e.target.checked })} />
        <span>{t('settingsScreens.reaction.defaultOpen')}</span>
      </label>
      <EmojiList value={folder.reactions} label={label} onChange={(reactions) => setFolder({ ...folder, reactions })} />
    </Field>
  );
}

/** Reactions: the reaction deck (page 1) and pages 2–5 with folder names, the favourite button, picker sizes. */
export function ReactionPage() {
  const { t } = useI18n();
  const [reactions, setReactions] = useSetting('reactions');
  const [fav, setFav] = useSetting('favButtonReaction');
  return (
    <SettingsPageFrame page="reaction">
      <Section>
        <Field id="deck" label={t('settingsScreens.reaction.deck')}>
          <EmojiList value={reactions} label={t('settingsScreens.reaction.page', { n: 1 })} onChange={setReactions} />
        </Field>
        {REACTION_FOLDER_KEYS.map((key, i) => (
          <Folder key={key} setting={key} n={i + 2} />
        ))}
      </Section>
      <Section>
        <Field id="fav" label={t('settingsScreens.reaction.favButton')} htmlFor="fav-button">
          <select id="fav-button" name="favButtonReaction" className={styles.select} value={fav} onChange={(e) => setFav(e.target.value)}>
            <option value="favorite">{t('settingsScreens.reaction.favFavorite')}</option>
            {[...new Set([...reactions, ...(fav !== 'favorite' ? [fav] : [])])].map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </Field>
        <SettingItems items={REACTION_ITEMS} />
      </Section>
    </SettingsPageFrame>
  );
}

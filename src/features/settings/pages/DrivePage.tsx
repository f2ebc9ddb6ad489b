import { useQuery } from '@tanstack/react-query';
import { formatBytes, useI18n } from '@/core/i18n';
import { useSetting } from '@/core/settings';
import { DRIVE_ITEMS } from '../catalogue/items';
import { AccountToggle } from '../account/AccountControls';
import { driveUsageQuery, rootFoldersQuery } from '../account/drive-queries';
import { useMe } from '../account/me';
import { Field, Section } from '../controls/Field';
import { SettingItems } from '../controls/SettingControl';
import styles from '../controls/controls.module.css';
import { SettingsPageFrame } from '../SettingsPageFrame';

/** Drive: where uploads go, keep original images, sensitive-file defaults, usage. */
export function DrivePage() {
  const { t } = useI18n();
  const [folder, setFolder] = useSetting('uploadFolder');
  const folders = useQuery(rootFoldersQuery());
  const usage = useQuery(driveUsageQuery());
  const me = useMe().data;
  return (
    <SettingsPageFrame page="drive">
      <Section>
        {usage.data && <p className={styles.hint}>{t('settingsScreens.drive.usage', { used: formatBytes(usage.data.usage), capacity: formatBytes(usage.data.capacity) })}</p>}
        <Field id="upload-folder" label={t('settingsScreens.drive.uploadFolder')} htmlFor="upload-folder-select">
          <select id="upload-folder-select" name="uploadFolder" className={styles.select} value={folder ?? ''} onChange={(e) => setFolder(e.target.value || null)}>
            <option value="">{t('settingsScreens.drive.rootFolder')}</option>
            {folder && !folders.data?.some((f) => f.id === folder) && <option value={folder}>{folder}</option>}
            {folders.data?.map((f) => (
              <option key={f.id} value={f.id}>
                {f.name}
              </option>
            ))}
          </select>
        </Field>
        <SettingItems items={DRIVE_ITEMS} />
      </Section>
      <Section>
        <AccountToggle me={me} name="alwaysMarkNsfw" anchor="always-nsfw" labelKey="settingsScreens.drive.alwaysMarkNsfw" />
        <AccountToggle me={me} name="autoSensitive" anchor="auto-sensitive" labelKey="settingsScreens.drive.autoSensitive" />
      </Section>
    </SettingsPageFrame>
  );
}

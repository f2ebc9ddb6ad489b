import { useI18n } from '@/core/i18n';
import { isValidSettingValue, useSetting } from '@/core/settings';
import { POST_BUTTON_VISIBILITY_OPTIONS, POSTFORM_ITEMS } from '../catalogue/items';
import { Field, Section } from '../controls/Field';
import { SettingItems } from '../controls/SettingControl';
import styles from '../controls/controls.module.css';
import { SettingsPageFrame } from '../SettingsPageFrame';

function PostButton({ n }: { n: 2 | 3 | 4 | 5 }) {
  const { t } = useI18n();
  const key = `postButton${n}` as const;
  const [button, setButton] = useSetting(key);
  const label = t('settingsScreens.postform.postButton', { n });
  return (
    <div className={styles.row} data-post-button={n}>
      <label className={styles.row}>
        <input type="checkbox" name={`${key}-enabled`} checked={button.enabled} onChange={(e) => setButton({ ...button, enabled: e.target.checked })} />
        <span>{label}</span>
      </label>
      <select
        name={`${key}-visibility`}
        aria-label={`${label}: ${t('settingsScreens.postform.visibility')}`}
        className={styles.select}
        value={button.visibility}
        onChange={(e) => {
          const next = { ...button, visibility: e.target.value };
          if (isValidSettingValue(key, next)) setButton(next);
        }}
      >
        {POST_BUTTON_VISIBILITY_OPTIONS.map((o) => (
          <option key={String(o.value)} value={o.value ?? ''}>
            {t(o.labelKey)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Post form: the quick post buttons 2–5 (the first is the main button), visibility defaults and more. */
export function PostformPage() {
  const { t } = useI18n();
  return (
    <SettingsPageFrame page="postform">
      <Section>
        <Field id="post-buttons" label={t('settingsScreens.postform.postButton', { n: '2–5' })}>
          {([2, 3, 4, 5] as const).map((n) => (
            <PostButton key={n} n={n} />
          ))}
        </Field>
      </Section>
      <Section>
        <SettingItems items={POSTFORM_ITEMS} />
      </Section>
    </SettingsPageFrame>
  );
}

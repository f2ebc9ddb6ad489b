import { useState } from 'react';
import type { MessageKey } from '@/core/i18n';
import { useI18n } from '@/core/i18n';
import type { MeDetailed } from '@/core/accounts/account-types';
import { Field } from '../controls/Field';
import styles from '../controls/controls.module.css';
import { useUpdateMe } from './me';

function useAccountSave<T>(key: string) {
  const updateMe = useUpdateMe();
  const [draft, setDraft] = useState<{ value: T } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async (value: T) => {
    setDraft({ value });
    setBusy(true);
    setError(null);
    try {
      await updateMe({ [key]: value });
      setDraft(null);
    } catch (e) {
      // The choice stays on screen with the error; nothing was saved.
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return { draft, error, busy, save };
}

/** A boolean of the server-side account (i/update); disabled with a reason when the server lacks it. */
export function AccountToggle({ me, name, anchor, labelKey }: { me: MeDetailed | undefined; name: string; anchor: string; labelKey: MessageKey }) {
  const { t } = useI18n();
  const { draft, error, busy, save } = useAccountSave<boolean>(name);
  const server = me?.[name];
  const supported = me === undefined || typeof server === 'boolean';
  const value = draft ? draft.value : server === true;
  return (
    <Field id={anchor} hint={supported ? undefined : t('settingsScreens.common.unsupported')} error={error ?? undefined}>
      <label className={styles.row}>
        <input type="checkbox" name={name} checked={value} disabled={!supported || busy || !me} onChange={(e) => void save(e.target.checked)} />
        <span className={styles.label}>{t(labelKey)}</span>
      </label>
    </Field>
  );
}

/** A one-of choice of the server-side account. */
export function AccountSelect({ me, name, anchor, labelKey, options }: { me: MeDetailed | undefined; name: string; anchor: string; labelKey: MessageKey; options: ReadonlyArray<{ value: string; labelKey: MessageKey }> }) {
  const { t } = useI18n();
  const { draft, error, busy, save } = useAccountSave<string>(name);
  const server = me?.[name];
  const supported = me === undefined || typeof server === 'string';
  const value = draft ? draft.value : typeof server === 'string' ? server : '';
  return (
    <Field id={anchor} label={t(labelKey)} htmlFor={`account-${anchor}`} hint={supported ? undefined : t('settingsScreens.common.unsupported')} error={error ?? undefined}>
      <select id={`account-${anchor}`} name={name} className={styles.select} value={value} disabled={!supported || busy || !me} onChange={(e) => void save(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {t(o.labelKey)}
          </option>
        ))}
      </select>
    </Field>
  );
}

import { useState } from 'react';
import { useCapabilities } from '@/core/capabilities';
import { useI18n } from '@/core/i18n';
import { showToast } from '@/core/toast/toast-store';
import { Button } from '@/ui/page/Button';
import { AccountToggle } from '../account/AccountControls';
import { askPassword } from '../account/ask-password';
import { field, isBool, isStr, updateEmail, useMe, useUpdateMe } from '../account/me';
import { Field, Section } from '../controls/Field';
import styles from '../controls/controls.module.css';
import { SettingsPageFrame } from '../SettingsPageFrame';

/** Email: the address (changed with the password) and its verification state. */
export function EmailPage() {
  const { t } = useI18n();
  const me = useMe();
  const caps = useCapabilities();
  const queryUpdate = useUpdateMe();
  const current = field(me.data, 'email', isStr, '');
  const verified = field(me.data, 'emailVerified', isBool, false);
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const value = draft ?? current;
  const supported = caps.may.changeEmail;

  const save = async () => {
    const password = await askPassword();
    if (!password) return;
    setError(null);
    try {
      await updateEmail(password, value.trim() || null);
      setDraft(null);
      await queryUpdate({});
      showToast(t('settingsScreens.email.updated'), 'success');
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <SettingsPageFrame page="email">
      <Section>
        <Field id="address" label={t('settingsScreens.email.address')} htmlFor="email-address" hint={supported ? (current ? (verified ? t('settingsScreens.email.verified') : t('settingsScreens.email.notVerified')) : t('settingsScreens.email.notSet')) : caps.tokenMay.changeEmail ? t('settingsScreens.common.unsupported') : t('settingsScreens.tokens.appTokenOnly')} error={error ?? undefined}>
          <input id="email-address" name="email" type="email" className={styles.input} value={value} disabled={!supported} onChange={(e) => setDraft(e.target.value)} />
          <div className={styles.actions}>
            <Button primary disabled={!supported || draft === null} onClick={() => void save()}>
              {t('settingsScreens.common.save')}
            </Button>
          </div>
        </Field>
      </Section>
      <Section>
        <AccountToggle me={me.data} name="receiveAnnouncementEmail" anchor="announcements" labelKey="settingsScreens.email.receiveAnnouncement" />
      </Section>
    </SettingsPageFrame>
  );
}

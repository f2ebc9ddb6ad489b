import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCapabilities } from '@/core/capabilities';
import { confirmDialog } from '@/core/dialogs/dialog-store';
import { formatDateTime, useI18n } from '@/core/i18n';
import { showToast } from '@/core/toast/toast-store';
import { Button } from '@/ui/page/Button';
import { askPassword } from '../account/ask-password';
import { changePassword, field, isBool, regenerateToken, useMe } from '../account/me';
import { signinHistoryQuery } from '../account/queries';
import { Field, Section } from '../controls/Field';
import styles from '../controls/controls.module.css';
import { SecurityKeys } from '../security/SecurityKeys';
import { TotpSetup } from '../security/TotpSetup';
import { AppTokenGate } from '../AppTokenGate';
import { SettingsPageFrame } from '../SettingsPageFrame';
import { Loading } from '@/ui/loading/Loading';
import { QueryError } from '@/ui/loading/QueryError';

function ChangePassword() {
  const { t } = useI18n();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const [busy, setBusy] = useState(false);
  const mismatch = again !== '' && next !== again;
  return (
    <Field id="password" label={t('settingsScreens.security.changePassword')} error={mismatch ? t('settingsScreens.security.mismatch') : undefined}>
      <form
        className={styles.field}
        onSubmit={async (e) => {
          e.preventDefault();
          if (mismatch || !next || !current) return;
          setBusy(true);
          try {
            await changePassword(current, next);
            setCurrent('');
            setNext('');
            setAgain('');
            showToast(t('settingsScreens.security.changed'), 'success');
          } catch {
            // Toasted; the fields keep what was typed.
          } finally {
            setBusy(false);
          }
        }}
      >
        <input type="password" name="current-password" autoComplete="current-password" aria-label={t('settingsScreens.security.currentPassword')} placeholder={t('settingsScreens.security.currentPassword')} className={styles.input} value={current} onChange={(e) => setCurrent(e.target.value)} />
        <input type="password" name="new-password" autoComplete="new-password" aria-label={t('settingsScreens.security.newPassword')} placeholder={t('settingsScreens.security.newPassword')} className={styles.input} value={next} onChange={(e) => setNext(e.target.value)} />
        <input type="password" name="new-password-again" autoComplete="new-password" aria-label={t('settingsScreens.security.newPasswordRetype')} placeholder={t('settingsScreens.security.newPasswordRetype')} className={styles.input} value={again} aria-invalid={mismatch} onChange={(e) => setAgain(e.target.value)} />
        <div className={styles.actions}>
          <Button type="submit" primary disabled={busy || mismatch || !next || !current}>
            {t('settingsScreens.security.changePassword')}
          </Button>
        </div>
      </form>
    </Field>
  );
}

/** Security: password, two-factor TOTP, security keys where offered, sign-in history, sessions. */
function SecurityPageBody() {
  const { t } = useI18n();
  const me = useMe();
  const caps = useCapabilities();
  const history = useQuery({ ...signinHistoryQuery(), enabled: caps.signinHistory });
  const twoFactor = field(me.data, 'twoFactorEnabled', isBool, false);

  const regenerate = async () => {
    if (!(await confirmDialog({ title: t('settingsScreens.common.confirmTitle'), text: t('settingsScreens.security.signOutOthersHint') }))) return;
    const password = await askPassword();
    if (!password) return;
    try {
      await regenerateToken(password);
      // The server ends every session, this one included (myTokenRegenerated signs this tab out).
      showToast(t('settingsScreens.security.regenerated'), 'success');
    } catch {
      // Toasted.
    }
  };

  return (
    <SettingsPageFrame page="security">
      <Section>
        <ChangePassword />
      </Section>
      <Section>
        {caps.twoFactor ? <TotpSetup enabled={twoFactor} /> : <Field id="two-factor" label={t('settingsScreens.security.twoFactor')} hint={t('settingsScreens.common.unsupported')}>{null}</Field>}
        <SecurityKeys twoFactor={twoFactor} />
      </Section>
      <Section>
        <Field id="history" label={t('settingsScreens.security.signinHistory')}>
          {!caps.signinHistory && <p className={styles.unsupported}>{t('settingsScreens.common.unsupported')}</p>}
          {history.isError && <QueryError error={history.error} onRetry={() => history.refetch()} retrying={history.isFetching} message={t('settingsScreens.common.loadFailed')} />}
          {history.isLoading && <Loading />}
          <ul className={styles.list}>
            {history.data?.map((entry) => (
              <li key={entry.id} className={styles.listItem}>
                <span className={styles.grow}>
                  {formatDateTime(entry.createdAt)} · {entry.ip}
                </span>
                <span>{entry.success ? t('settingsScreens.security.signinOk') : t('settingsScreens.security.signinFailed')}</span>
              </li>
            ))}
          </ul>
        </Field>
      </Section>
      <Section>
        <Field id="sessions" label={t('settingsScreens.security.sessions')} hint={t('settingsScreens.security.signOutOthersHint')}>
          <div className={styles.actions}>
            <Button onClick={() => void regenerate()}>{t('settingsScreens.security.regenerateToken')}</Button>
          </div>
        </Field>
      </Section>
    </SettingsPageFrame>
  );
}

/** A sign-in made for an app may not call what this page does: it says so instead. */
export function SecurityPage() {
  return (
    <AppTokenGate page="security" capability="changePassword" messageKey="settingsScreens.tokens.securityLimited">
      <SecurityPageBody />
    </AppTokenGate>
  );
}

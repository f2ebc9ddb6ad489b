import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { confirmDialog } from '@/core/dialogs/dialog-store';
import { useI18n } from '@/core/i18n';
import { showToast } from '@/core/toast/toast-store';
import { Button } from '@/ui/page/Button';
import { askPassword } from '../account/ask-password';
import { refreshMe } from '../account/me';
import { Field } from '../controls/Field';
import styles from '../controls/controls.module.css';
import { confirmTotp, registerTotp, unregisterTotp, type TotpRegistration } from './two-factor-queries';

/** A QR code for an otpauth:// URL, drawn by the qrcode package into a data: image. */
function QrCode({ text, label }: { text: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode').then((QR) => QR.toDataURL(text, { margin: 1, width: 200 })).then((url) => live && setSrc(url), () => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [text]);
  return src ? <img src={src} alt={label} width={200} height={200} data-totp-qr /> : null;
}

/** Two-factor TOTP: register with a QR code and a verification code, see backup codes, or turn it off. */
export function TotpSetup({ enabled }: { enabled: boolean }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [registration, setRegistration] = useState<TotpRegistration | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [backupCodes, setBackupCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);

  const start = async () => {
    const password = await askPassword();
    if (!password) return;
    try {
      setRegistration(await registerTotp(password));
      setCode('');
      setError(null);
    } catch {
      // Toasted (e.g. a wrong password).
    }
  };

  const verify = async () => {
    setBusy(true);
    setError(null);
    try {
      const codes = await confirmTotp(code);
      setRegistration(null);
      setBackupCodes(codes.length ? codes : null);
      showToast(t('settingsScreens.security.totpDone'), 'success');
      await refreshMe(queryClient);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  const unregister = async () => {
    if (!(await confirmDialog({ title: t('settingsScreens.common.confirmTitle'), text: t('settingsScreens.security.unregister') }))) return;
    const password = await askPassword();
    if (!password) return;
    try {
      await unregisterTotp(queryClient, password);
      setBackupCodes(null);
    } catch {
      // Toasted.
    }
  };

  return (
    <Field id="two-factor" label={t('settingsScreens.security.twoFactor')}>
      {enabled && !registration ? (
        <>
          <p role="status" data-totp-enabled>
            {t('settingsScreens.security.twoFactorEnabled')}
          </p>
          {backupCodes && (
            <div className={styles.warning} data-backup-codes>
              <strong>{t('settingsScreens.security.backupCodes')}</strong>
              <p className={styles.hint}>{t('settingsScreens.security.backupCodesHint')}</p>
              <ul>
                {backupCodes.map((c) => (
                  <li key={c} className={styles.mono}>
                    {c}
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div className={styles.actions}>
            <Button onClick={() => void unregister()}>{t('settingsScreens.security.unregister')}</Button>
          </div>
        </>
      ) : registration ? (
        <div className={styles.section} data-totp-registration>
          <p>{t('settingsScreens.security.scanQr')}</p>
          <QrCode text={registration.url} label={registration.url} />
          <div>
            {t('settingsScreens.security.secret')}: <code className={styles.code} data-totp-secret>{registration.secret}</code>
          </div>
          <label className={styles.field}>
            <span className={styles.label}>{t('settingsScreens.security.code')}</span>
            <input
              name="totp-code"
              className={styles.input}
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              aria-invalid={!!error}
              onChange={(e) => setCode(e.target.value)}
            />
          </label>
          {error && (
            <p className={styles.error} role="alert">
              {error}
            </p>
          )}
          <div className={styles.actions}>
            <Button onClick={() => setRegistration(null)}>{t('common.cancel')}</Button>
            <Button primary disabled={busy || !/^\d{6}$/.test(code.replace(/\s+/g, ''))} onClick={() => void verify()} data-action="totp-verify">
              {t('settingsScreens.security.verify')}
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.actions}>
          <Button onClick={() => void start()} data-action="totp-register">
            {t('settingsScreens.security.registerTotp')}
          </Button>
        </div>
      )}
    </Field>
  );
}

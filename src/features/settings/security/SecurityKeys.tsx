import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCapabilities } from '@/core/capabilities';
import { confirmDialog, inputDialog } from '@/core/dialogs/dialog-store';
import { formatDateTime, useI18n } from '@/core/i18n';
import { instanceMetaQuery } from '@/core/instance/instance-meta';
import { showToast } from '@/core/toast/toast-store';
import { Button } from '@/ui/page/Button';
import { askPassword } from '../account/ask-password';
import { field, isBool, isStr, useMe } from '../account/me';
import { Field } from '../controls/Field';
import styles from '../controls/controls.module.css';
import { finishSecurityKey, removeSecurityKey, renameSecurityKey, securityKeyChallenge, setPasswordLessLogin } from './two-factor-queries';
import { creationOptions, isKeyChallenge, keyDoneParams, securityKeysOf } from './webauthn';

const MAX_NAME = 30;

/**
 * Security keys and passkeys (Misskey 13.14): register one after the TOTP second factor, list them
 * (`securityKeysList` of `i`), rename, remove, and password-less sign-in. Shown where the server
 * offers the endpoints and the browser has WebAuthn.
 */
export function SecurityKeys({ twoFactor }: { twoFactor: boolean }) {
  const { t } = useI18n();
  const caps = useCapabilities();
  const me = useMe();
  const meta = useQuery(instanceMetaQuery()).data;
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [touching, setTouching] = useState(false);
  // The choice being saved, shown until the server's answer is in `i`.
  const [pendingPasswordLess, setPendingPasswordLess] = useState<boolean | null>(null);
  const browserHasWebAuthn = typeof window !== 'undefined' && 'PublicKeyCredential' in window && !!navigator.credentials;
  const offered = caps.securityKeys;
  const keys = securityKeysOf(me.data);
  const passwordLess = field(me.data, 'usePasswordLessLogin', isBool, false);

  if (!offered || !browserHasWebAuthn) {
    return <Field id="keys" label={t('settingsScreens.security.securityKeys')} hint={t('settingsScreens.security.securityKeysUnsupported')}>{null}</Field>;
  }

  const register = async () => {
    const password = await askPassword();
    if (!password) return;
    const name = (await inputDialog({ title: t('settingsScreens.security.keyName'), defaultValue: t('settingsScreens.security.securityKeys') }))?.trim().slice(0, MAX_NAME);
    if (!name) return;
    setBusy(true);
    try {
      const challenge = await securityKeyChallenge(password);
      if (!isKeyChallenge(challenge)) throw new Error('register-key');
      const user = me.data;
      setTouching(true);
      let credential: Credential | null;
      try {
        credential = await navigator.credentials.create({
          publicKey: creationOptions({
            challenge,
            hostname: location.hostname,
            rpName: (meta?.name as string | null | undefined) || location.hostname,
            user: { id: field(user, 'id', isStr, ''), username: field(user, 'username', isStr, ''), name: field(user, 'name', isStr, '') || null },
          }),
        });
      } catch (e) {
        showToast(t('settingsScreens.security.keyFailed', { error: e instanceof Error ? e.message : String(e) }), 'error');
        return;
      } finally {
        setTouching(false);
      }
      const params = keyDoneParams(credential, challenge, password, name);
      if (!params) {
        showToast(t('settingsScreens.security.keyFailed', { error: 'no attestation' }), 'error');
        return;
      }
      await finishSecurityKey(queryClient, params);
      showToast(t('settingsScreens.security.keyAdded'), 'success');
    } catch {
      // The API client toasted the server's error.
    } finally {
      setBusy(false);
    }
  };

  const rename = async (id: string, current: string) => {
    const name = (await inputDialog({ title: t('settingsScreens.security.keyName'), defaultValue: current }))?.trim().slice(0, MAX_NAME);
    if (!name || name === current) return;
    try {
      await renameSecurityKey(queryClient, id, name);
    } catch {
      // Toasted.
    }
  };

  const remove = async (id: string, name: string) => {
    if (!(await confirmDialog({ type: 'warning', title: t('settingsScreens.common.confirmTitle'), text: t('settingsScreens.security.removeKeyConfirm', { name }) }))) return;
    const password = await askPassword();
    if (!password) return;
    try {
      await removeSecurityKey(queryClient, id, password);
    } catch {
      // Toasted.
    }
  };

  const setPasswordLess = async (value: boolean) => {
    setPendingPasswordLess(value);
    try {
      await setPasswordLessLogin(queryClient, value);
    } catch {
      // Toasted; the checkbox shows the server's state again.
    } finally {
      setPendingPasswordLess(null);
    }
  };

  return (
    <>
      <Field id="keys" label={t('settingsScreens.security.securityKeys')} hint={twoFactor ? undefined : t('settingsScreens.security.needsTotp')}>
        {keys.length === 0 ? (
          <p className={styles.hint}>{t('settingsScreens.security.noKeys')}</p>
        ) : (
          <ul className={styles.list} data-security-keys>
            {keys.map((k) => (
              <li key={k.id} className={styles.listItem} data-security-key={k.id}>
                <span className={styles.grow}>
                  <strong>{k.name}</strong>
                  {k.lastUsed && <small className={styles.hint}> · {t('settingsScreens.security.lastUsed', { date: formatDateTime(k.lastUsed) })}</small>}
                </span>
                {caps.renameSecurityKey && (
                  <Button onClick={() => void rename(k.id, k.name)} data-action="rename-key">
                    {t('settingsScreens.security.renameKey')}
                  </Button>
                )}
                {caps.removeSecurityKey && (
                  <Button onClick={() => void remove(k.id, k.name)} data-action="remove-key">
                    {t('settingsScreens.common.remove')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        {touching && <p role="status">{t('settingsScreens.security.touchKey')}</p>}
        <div className={styles.actions}>
          <Button disabled={!twoFactor || busy} onClick={() => void register()} data-action="add-key">
            {t('settingsScreens.security.addSecurityKey')}
          </Button>
        </div>
      </Field>
      {caps.passwordless && keys.length > 0 && (
        <Field id="passwordless" hint={t('settingsScreens.security.passwordlessHint')}>
          <label className={styles.row}>
            <input type="checkbox" name="passwordless" checked={pendingPasswordLess ?? passwordLess} disabled={pendingPasswordLess !== null} onChange={(e) => void setPasswordLess(e.target.checked)} />
            <span>{t('settingsScreens.security.passwordless')}</span>
          </label>
        </Field>
      )}
    </>
  );
}

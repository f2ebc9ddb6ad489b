import { useState, type FormEvent } from 'react';
import { isApiError } from '@/core/api/api-error';
import { defaultServerOrigin } from '@/core/accounts/session';
import { addAccount, signIn } from '@/core/accounts/sign-in';
import { useI18n } from '@/core/i18n';
import { showToast } from '@/core/toast/toast-store';
import { Modal } from '@/ui/dialogs/Modal';
import { Button } from '@/ui/page/Button';
import { parseServerOrigin } from './parse-origin';
import { passwordSignIn, SigninNeedsMoreError } from './password-signin';
import styles from './SignInDialog.module.css';

interface Props {
  /** `signin` switches to the account (the page reloads); `add` only saves it. */
  mode: 'signin' | 'add';
  onClose: () => void;
  message?: string;
}

export function SignInDialog({ mode, onClose, message }: Props) {
  const { t } = useI18n();
  const [server, setServer] = useState('');
  const [method, setMethod] = useState<'password' | 'token'>('password');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [token, setToken] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const origin = server.trim() ? parseServerOrigin(server) : defaultServerOrigin();
    if (!origin) {
      setError(t('signin.invalidServer'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const accessToken = method === 'token' ? token.trim() : (await passwordSignIn(origin, username, password)).token;
      if (mode === 'add') {
        const account = await addAccount(accessToken, origin);
        showToast(t('account.added', { username: account.username }), 'success');
        onClose();
      } else {
        await signIn(accessToken, origin);
      }
    } catch (err) {
      const detail = err instanceof SigninNeedsMoreError ? t('signin.needsToken') : isApiError(err) ? err.message || err.kind : String(err);
      setError(t('signin.failed', { message: detail }));
      setBusy(false);
    }
  }

  return (
    <Modal label={t('signin.title')} onCancel={busy ? undefined : onClose}>
      <form className={styles.form} onSubmit={submit} aria-busy={busy}>
        <h2 className={styles.title}>{mode === 'add' ? t('account.addAccount') : t('signin.title')}</h2>
        {message && <p className={styles.message}>{message}</p>}
        {method === 'password' ? (
          <>
            <label className={styles.field}>
              <span>{t('signin.username')}</span>
              <input name="username" autoComplete="username" autoCapitalize="off" spellCheck={false} value={username} onChange={(e) => setUsername(e.target.value)} required autoFocus />
            </label>
            <label className={styles.field}>
              <span>{t('signin.password')}</span>
              <input name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
            </label>
          </>
        ) : (
          <label className={styles.field}>
            <span>{t('signin.token')}</span>
            <input name="token" type="password" autoComplete="off" value={token} onChange={(e) => setToken(e.target.value)} required autoFocus />
          </label>
        )}
        <label className={styles.field}>
          <span>{t('signin.server')}</span>
          <input name="server" type="text" inputMode="url" autoComplete="url" value={server} placeholder={defaultServerOrigin()} onChange={(e) => setServer(e.target.value)} />
          <small className={styles.hint}>{t('signin.serverHint')}</small>
        </label>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div className={styles.buttons}>
          <Button onClick={() => setMethod(method === 'password' ? 'token' : 'password')} disabled={busy}>
            {method === 'password' ? t('signin.useToken') : t('signin.usePassword')}
          </Button>
          <Button type="submit" primary disabled={busy}>
            {busy ? t('signin.signingIn') : t('signin.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

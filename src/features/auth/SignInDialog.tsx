import { useEffect, useState, type FormEvent } from 'react';
import { readSavedAccounts } from '@/core/accounts/account-storage';
import { isApiError } from '@/core/api/api-error';
import { releaseDexieOpen } from '@/core/db/database';
import { defaultServerOrigin } from '@/core/accounts/session';
import { addAccount, signIn, SignInNotKept } from '@/core/accounts/sign-in';
import { useI18n } from '@/core/i18n';
import { showToast } from '@/core/toast/toast-store';
import { Modal } from '@/ui/dialogs/Modal';
import { Button } from '@/ui/page/Button';
import { parseServerOrigin } from './parse-origin';
import { passwordSignIn, SecondFactorRejected, SecondFactorRequired, SIGNIN_IDS, type SecondFactorAnswer, type SecurityKeyChallenge } from './password-signin';
import { PendingNotKept } from './remote/pending';
import { remoteMethod, startRemoteSignIn } from './remote/remote-signin';
import { useRemoteServer } from './remote/use-remote-server';
import { answerSecurityKey, webauthnSupported } from './remote/webauthn';
import styles from './SignInDialog.module.css';

interface Props {
  /** `signin` switches to the account (in place for a visitor of this server, else the page reloads); `add` only saves it. */
  mode: 'signin' | 'add';
  onClose: () => void;
  message?: string;
  /** What the dialog held before (after a sign-in on another server ended without a token). */
  initialServer?: string;
  /** Shown as an error when the dialog opens (e.g. the other server's approval was denied). */
  initialError?: string;
  /** Opens the sign-up dialog instead (the welcome page passes it). */
  onSignUp?: () => void;
  /** The page to land on once signed in (a validated same-origin path; kept through MiAuth too). */
  redirect?: string;
}

type Step = 'credentials' | 'totp' | 'securityKey';

/** The servers of the saved accounts, for the server field's suggestions. */
function useSavedServers(): string[] {
  const [servers, setServers] = useState<string[]>([]);
  useEffect(() => {
    let alive = true;
    void readSavedAccounts().then((list) => {
      if (alive) setServers([...new Set(list.map((a) => a.origin))]);
    });
    return () => {
      alive = false;
    };
  }, []);
  return servers;
}

export function SignInDialog({ mode, onClose, message, initialServer, initialError, onSignUp, redirect }: Props) {
  const { t } = useI18n();
  const [server, setServer] = useState(initialServer ?? '');
  const [method, setMethod] = useState<'password' | 'token'>('password');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [token, setToken] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<Step>('credentials');
  const [challenge, setChallenge] = useState<SecurityKeyChallenge | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(initialError ?? null);
  const savedServers = useSavedServers();
  // Signing in writes the saved-accounts list: the database opens while the visitor types, not
  // after the server's answer (its open is otherwise held back until a note is painted).
  useEffect(() => releaseDexieOpen(), []);

  const origin = server.trim() ? parseServerOrigin(server) : defaultServerOrigin();
  const remote = origin !== null && origin !== window.location.origin;
  const { info, loading } = useRemoteServer(remote ? origin : null);
  const remoteHow = info ? remoteMethod(info) : null;
  const host = origin ? new URL(origin).host : '';

  /** `native`: the server's own token from a password sign-in; a pasted token's kind is unknown. */
  async function finish(accessToken: string, at: string, tokenKind: 'native' | 'unknown') {
    if (mode === 'add') {
      const account = await addAccount(accessToken, at, { tokenKind });
      showToast(t('account.added', { username: account.username }), 'success');
      onClose();
    } else {
      // A visitor of this server switches in place: the dialog goes with the visitor's page.
      await signIn(accessToken, at, redirect ? { tokenKind, redirect } : { tokenKind });
    }
  }

  async function passwordStep(at: string, second?: SecondFactorAnswer) {
    try {
      const got = await passwordSignIn(at, username, password, second);
      await finish(got.token, at, 'native');
    } catch (err) {
      if (err instanceof SecondFactorRequired) {
        setBusy(false);
        if (err.factor === 'securityKey' && err.challenge && webauthnSupported()) {
          setChallenge(err.challenge);
          setStep('securityKey');
          void securityKey(at, err.challenge);
        } else {
          setStep('totp');
          setError(err.factor === 'securityKey' ? t('auth.twoFactor.securityKeyUnavailable') : null);
        }
        return;
      }
      throw err;
    }
  }

  async function securityKey(at: string, c: SecurityKeyChallenge) {
    setBusy(true);
    setError(null);
    try {
      const answer = await answerSecurityKey(c);
      await passwordStep(at, answer);
    } catch (err) {
      setBusy(false);
      setError(err instanceof SecondFactorRejected ? t('auth.twoFactor.rejected') : t('auth.twoFactor.securityKeyFailed'));
    }
  }

  function describe(err: unknown, at: string): string {
    if (err instanceof SecondFactorRejected) return t('auth.twoFactor.invalidCode');
    // Storage refused: said plainly, before the page leaves for the other server or reloads.
    if (err instanceof PendingNotKept) return t('auth.remoteNeedsStorage', { host: new URL(at).host });
    if (err instanceof SignInNotKept) return t('auth.signInNotKept', { host: new URL(at).host });
    const failed = (message: string) => t('signin.failed', { message });
    if (isApiError(err)) {
      if (err.kind === 'network' || err.kind === 'timeout') return failed(t('auth.signin.unreachable', { host: new URL(at).host }));
      if (err.code === 'NO_SUCH_USER') return failed(t('auth.signin.noSuchUser'));
      if (err.code === 'INCORRECT_PASSWORD' || err.id === SIGNIN_IDS.incorrectPassword) return failed(t('auth.signin.incorrectPassword'));
      if (err.code === 'SUSPENDED') return failed(t('auth.signin.suspended'));
      if (err.code === 'AUTHENTICATION_FAILED') return failed(t('auth.signin.badToken'));
      return failed(err.message || err.kind);
    }
    return failed(err instanceof Error ? err.message : String(err));
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!origin) {
      setError(t('signin.invalidServer'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      if (method === 'token') {
        await finish(token.trim(), origin, 'unknown');
      } else if (remote) {
        if (!remoteHow || remoteHow === 'none') {
          setBusy(false);
          setError(info && !info.reachable ? t('auth.signin.unreachable', { host }) : t('auth.remote.noMethod', { host }));
          return;
        }
        await startRemoteSignIn(origin, remoteHow, { mode, serverInput: server, ...(redirect ? { redirect } : {}) });
      } else if (step === 'totp') {
        await passwordStep(origin, { token: code.trim() });
      } else {
        await passwordStep(origin);
      }
    } catch (err) {
      setError(describe(err, origin));
      setBusy(false);
    }
  }

  function back() {
    setStep('credentials');
    setCode('');
    setChallenge(null);
    setError(null);
  }

  const showPassword = method === 'password' && !remote && step === 'credentials';
  const submitLabel = busy
    ? t('signin.signingIn')
    : method === 'password' && remote
      ? t('auth.remote.signInOn', { host })
      : step === 'totp'
        ? t('auth.twoFactor.verify')
        : t('signin.submit');

  return (
    <Modal label={t('signin.title')} onCancel={busy ? undefined : onClose}>
      <form className={styles.form} onSubmit={submit} aria-busy={busy} data-step={step}>
        <h2 className={styles.title}>{mode === 'add' ? t('account.addAccount') : t('signin.title')}</h2>
        {message && <p className={styles.message}>{message}</p>}
        {step === 'credentials' && (
          <label className={styles.field}>
            <span>{t('signin.server')}</span>
            <input
              name="server"
              type="text"
              inputMode="url"
              autoComplete="url"
              list="signin-saved-servers"
              value={server}
              placeholder={defaultServerOrigin()}
              onChange={(e) => setServer(e.target.value)}
              disabled={busy}
            />
            <datalist id="signin-saved-servers">
              {savedServers.map((s) => (
                <option key={s} value={s} />
              ))}
            </datalist>
            <small className={styles.hint}>{t('signin.serverHint')}</small>
          </label>
        )}
        {method === 'password' && remote && (
          <p className={styles.message} data-remote-state={loading ? 'loading' : (remoteHow ?? 'unknown')} aria-live="polite">
            {loading
              ? t('auth.remote.checking', { host })
              : remoteHow === 'miauth'
                ? t('auth.remote.miauthExplain', { host })
                : remoteHow === 'legacy'
                  ? t('auth.remote.legacyExplain', { host })
                  : info && !info.reachable
                    ? t('auth.signin.unreachable', { host })
                    : t('auth.remote.noMethod', { host })}
          </p>
        )}
        {showPassword && (
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
        )}
        {method === 'password' && step === 'totp' && (
          <label className={styles.field}>
            <span>{t('auth.twoFactor.code')}</span>
            <input
              name="totp"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9 ]{6,7}"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              required
              autoFocus
            />
            <small className={styles.hint}>{t('auth.twoFactor.codeHint', { username })}</small>
          </label>
        )}
        {method === 'password' && step === 'securityKey' && (
          <div className={styles.field}>
            <p className={styles.message}>{t('auth.twoFactor.securityKeyPrompt')}</p>
            {challenge && origin && (
              <Button onClick={() => void securityKey(origin, challenge)} disabled={busy}>
                {t('auth.twoFactor.retrySecurityKey')}
              </Button>
            )}
            <Button onClick={() => setStep('totp')} disabled={busy}>
              {t('auth.twoFactor.useCode')}
            </Button>
          </div>
        )}
        {method === 'token' && (
          <label className={styles.field}>
            <span>{t('signin.token')}</span>
            <input name="token" type="password" autoComplete="off" value={token} onChange={(e) => setToken(e.target.value)} required autoFocus />
          </label>
        )}
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div className={styles.buttons}>
          {step === 'credentials' ? (
            <Button onClick={() => setMethod(method === 'password' ? 'token' : 'password')} disabled={busy}>
              {method === 'password' ? t('signin.useToken') : t('signin.usePassword')}
            </Button>
          ) : (
            <Button onClick={back} disabled={busy}>
              {t('auth.twoFactor.back')}
            </Button>
          )}
          {step !== 'securityKey' && (
            <Button type="submit" primary disabled={busy || (method === 'password' && remote && (loading || remoteHow === 'none'))} data-action={method === 'password' && remote ? 'remote-signin' : undefined}>
              {submitLabel}
            </Button>
          )}
        </div>
        {onSignUp && step === 'credentials' && !remote && (
          <p className={styles.footer}>
            <button type="button" className={styles.link} onClick={onSignUp} disabled={busy}>
              {t('auth.signin.noAccount')}
            </button>
            {' · '}
            <a className={styles.link} href="/reset-password">
              {t('auth.signin.forgotPassword')}
            </a>
          </p>
        )}
      </form>
    </Modal>
  );
}

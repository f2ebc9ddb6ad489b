import { useState, type FormEvent } from 'react';
import { isApiError } from '@/core/api/api-error';
import { useI18n } from '@/core/i18n';
import { Button } from '@/ui/page/Button';
import { PageHeader } from '@/ui/page/PageHeader';
import { passwordStrength } from './password-strength';
import { requestPasswordReset, resetPassword } from './signup-queries';
import styles from './SignUp.module.css';

/** /reset-password (ask for a link by username and e-mail) and /reset-password/{token} (set a new password). */
export function ResetPasswordPage({ token }: { token?: string }) {
  const { t } = useI18n();
  return (
    <section className={styles.page} data-page="reset-password">
      <PageHeader title={t('signup.flows.resetPassword.title')} />
      {token ? <SetPassword token={token} /> : <RequestLink />}
      <a href="/">{t('signup.flows.home')}</a>
    </section>
  );
}

function RequestLink() {
  const { t } = useI18n();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [state, setState] = useState<'idle' | 'busy' | 'sent' | 'failed' | 'unreachable'>('idle');

  async function submit(e: FormEvent) {
    e.preventDefault();
    setState('busy');
    try {
      await requestPasswordReset(username.trim().replace(/^@/, ''), email.trim());
      setState('sent');
    } catch (err) {
      setState(isApiError(err) && (err.kind === 'network' || err.kind === 'timeout') ? 'unreachable' : 'failed');
    }
  }

  if (state === 'sent') {
    return (
      <p className={styles.success} role="status" data-state="sent">
        {t('signup.flows.resetPassword.sent')}
      </p>
    );
  }
  return (
    <form className={styles.form} onSubmit={submit} aria-busy={state === 'busy'}>
      <p>{t('signup.flows.resetPassword.requestExplain')}</p>
      <label className={styles.field}>
        <span>{t('signin.username')}</span>
        <input name="username" autoComplete="username" autoCapitalize="off" value={username} onChange={(e) => setUsername(e.target.value)} required />
      </label>
      <label className={styles.field}>
        <span>{t('signup.form.email')}</span>
        <input name="email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
      </label>
      {(state === 'failed' || state === 'unreachable') && (
        <p className={styles.error} role="alert">
          {state === 'unreachable' ? t('signup.flows.unreachable') : t('signup.flows.resetPassword.requestFailed')}
        </p>
      )}
      <div className={styles.buttons}>
        <Button type="submit" primary disabled={state === 'busy'}>
          {t('signup.flows.resetPassword.send')}
        </Button>
      </div>
    </form>
  );
}

function SetPassword({ token }: { token: string }) {
  const { t } = useI18n();
  const [password, setPassword] = useState('');
  const [retype, setRetype] = useState('');
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'failed' | 'unreachable'>('idle');
  const mismatch = retype !== '' && retype !== password;
  const strength = passwordStrength(password);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (mismatch || !password) return;
    setState('busy');
    try {
      await resetPassword(token, password);
      setState('done');
    } catch (err) {
      setState(isApiError(err) && (err.kind === 'network' || err.kind === 'timeout') ? 'unreachable' : 'failed');
    }
  }

  if (state === 'done') {
    return (
      <p className={styles.success} role="status" data-state="done">
        {t('signup.flows.resetPassword.done')}
      </p>
    );
  }
  return (
    <form className={styles.form} onSubmit={submit} aria-busy={state === 'busy'}>
      <label className={styles.field}>
        <span>{t('signup.flows.resetPassword.newPassword')}</span>
        <input name="password" type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
        {strength !== 'empty' && <small className={styles.hint}>{t(`signup.form.strength.${strength}`)}</small>}
      </label>
      <label className={styles.field}>
        <span>{t('signup.form.retypePassword')}</span>
        <input name="retype" type="password" autoComplete="new-password" value={retype} onChange={(e) => setRetype(e.target.value)} required aria-invalid={mismatch} />
        {mismatch && <small className={styles.errorHint}>{t('signup.form.passwordMismatch')}</small>}
      </label>
      {(state === 'failed' || state === 'unreachable') && (
        <p className={styles.error} role="alert">
          {state === 'unreachable' ? t('signup.flows.unreachable') : t('signup.flows.resetPassword.invalidLink')}
        </p>
      )}
      <div className={styles.buttons}>
        <Button type="submit" primary disabled={state === 'busy' || mismatch}>
          {t('signup.flows.resetPassword.save')}
        </Button>
      </div>
    </form>
  );
}

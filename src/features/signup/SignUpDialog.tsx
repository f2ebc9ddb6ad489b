import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { getServerOrigin } from '@/core/accounts/session';
import { signIn } from '@/core/accounts/sign-in';
import { useI18n } from '@/core/i18n';
import { instanceMetaQuery } from '@/core/instance/instance-meta';
import { Modal } from '@/ui/dialogs/Modal';
import { Button } from '@/ui/page/Button';
import { CAPTCHA_PROVIDERS, captchaPermitted, requiredCaptcha } from './captcha-providers';
import { CaptchaWidget } from './CaptchaWidget';
import { prepareSignedUpAccount } from './new-account';
import { passwordStrength } from './password-strength';
import { signupProblem } from './signup-errors';
import { signUp } from './signup-queries';
import { signupTerms } from './signup-terms';
import { TermsStep } from './TermsStep';
import { useUsernameAvailability } from './use-username-available';
import styles from './SignUp.module.css';

/**
 * The sign-up dialog: first the server's rules and terms to agree to (when it has any), then the
 * form: username (checked as you type), password with its strength, e-mail and invitation code when
 * the server requires them, and the server's captcha. Going back to the rules keeps what was typed.
 * The new account starts signed in, on Home, with the onboarding (features/onboarding).
 */
export function SignUpDialog({ onClose }: { onClose: () => void }) {
  const { t } = useI18n();
  const meta = useQuery(instanceMetaQuery()).data;
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [retype, setRetype] = useState('');
  const [email, setEmail] = useState('');
  const [invitationCode, setInvitationCode] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [step, setStep] = useState<'terms' | 'form'>('terms');
  const [captchaAnswer, setCaptchaAnswer] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [mailedTo, setMailedTo] = useState<string | null>(null);
  const availability = useUsernameAvailability(username);
  const strength = passwordStrength(password);

  const inviteOnly = meta?.disableRegistration === true;
  const emailRequired = meta?.emailRequiredForSignup === true;
  const terms = signupTerms(meta);
  const captcha = requiredCaptcha(meta);
  const captchaBlocked = captcha !== null && !captchaPermitted(captcha.provider);
  const mismatch = retype !== '' && retype !== password;
  const canSubmit =
    !busy && !captchaBlocked && availability !== 'taken' && availability !== 'invalid' && password !== '' && !mismatch && (!terms || agreed) && (!captcha || !!captchaAnswer) && (!inviteOnly || invitationCode.trim() !== '');

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!canSubmit) return;
    setBusy(true);
    setError(null);
    const params: Record<string, unknown> = { username, password };
    if (emailRequired) params.emailAddress = email.trim();
    if (inviteOnly) params.invitationCode = invitationCode.trim();
    if (captcha && captchaAnswer) params[CAPTCHA_PROVIDERS[captcha.provider].param] = captchaAnswer;
    try {
      const answer = await signUp(params);
      if (answer && typeof answer.token === 'string') {
        await prepareSignedUpAccount(getServerOrigin(), answer.token, answer.id);
        await signIn(answer.token, getServerOrigin());
        return;
      }
      // 204: the server sent a confirmation link by e-mail.
      setMailedTo(email.trim());
      setBusy(false);
    } catch (err) {
      const problem = signupProblem(err);
      setError(problem === 'rejected' ? t(inviteOnly ? 'signup.form.errors.invitationRejected' : emailRequired ? 'signup.form.errors.emailRejected' : 'signup.form.errors.rejected') : t(`signup.form.errors.${problem}`));
      setBusy(false);
    }
  }

  if (mailedTo !== null) {
    return (
      <Modal label={t('signup.form.title')} onCancel={onClose}>
        <div className={styles.form} data-signup-state="mailed">
          <h2 className={styles.title}>{t('signup.form.checkEmailTitle')}</h2>
          <p>{t('signup.form.checkEmail', { email: mailedTo })}</p>
          <div className={styles.buttons}>
            <Button primary onClick={onClose}>
              {t('signup.common.close')}
            </Button>
          </div>
        </div>
      </Modal>
    );
  }

  const availabilityText = {
    empty: t('signup.form.usernameRule'),
    invalid: t('signup.form.usernameInvalid'),
    checking: t('signup.form.usernameChecking'),
    available: t('signup.form.usernameAvailable'),
    taken: t('signup.form.usernameTaken'),
    unknown: t('signup.form.usernameUnknown'),
  }[availability];

  if (terms && (step === 'terms' || !agreed)) {
    return (
      <Modal label={t('signup.form.title')} onCancel={onClose}>
        <TermsStep terms={terms} host={new URL(getServerOrigin()).host} agreed={agreed} onAgreed={setAgreed} onNext={() => setStep('form')} onCancel={onClose} />
      </Modal>
    );
  }

  return (
    <Modal label={t('signup.form.title')} onCancel={busy ? undefined : onClose}>
      <form className={styles.form} onSubmit={submit} aria-busy={busy} data-signup-step="form">
        <h2 className={styles.title}>{t('signup.form.title')}</h2>
        {inviteOnly && <p className={styles.notice}>{t('signup.form.inviteOnly')}</p>}
        {inviteOnly && (
          <label className={styles.field}>
            <span>{t('signup.form.invitationCode')}</span>
            <input name="invitationCode" autoComplete="off" value={invitationCode} onChange={(e) => setInvitationCode(e.target.value)} required />
          </label>
        )}
        <label className={styles.field}>
          <span>{t('signin.username')}</span>
          <input
            name="username"
            autoComplete="username"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={20}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            aria-describedby="signup-username-state"
            aria-invalid={availability === 'taken' || availability === 'invalid'}
            required
            autoFocus
          />
          <small id="signup-username-state" className={styles.hint} data-username-state={availability} aria-live="polite">
            {availabilityText}
          </small>
        </label>
        {emailRequired && (
          <label className={styles.field}>
            <span>{t('signup.form.email')}</span>
            <input name="email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
            <small className={styles.hint}>{t('signup.form.emailHint')}</small>
          </label>
        )}
        <label className={styles.field}>
          <span>{t('signin.password')}</span>
          <input name="password" type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} required aria-describedby="signup-strength" />
          <small id="signup-strength" className={styles.hint} data-strength={strength}>
            {strength !== 'empty' && (
              <>
                <meter min={0} max={3} low={1.5} high={2.5} optimum={3} value={{ weak: 1, medium: 2, strong: 3 }[strength]} className={styles.meter} aria-hidden="true" />{' '}
                {t(`signup.form.strength.${strength}`)}
              </>
            )}
          </small>
        </label>
        <label className={styles.field}>
          <span>{t('signup.form.retypePassword')}</span>
          <input name="retype" type="password" autoComplete="new-password" value={retype} onChange={(e) => setRetype(e.target.value)} required aria-invalid={mismatch} />
          {mismatch && <small className={styles.errorHint}>{t('signup.form.passwordMismatch')}</small>}
        </label>
        {captcha && !captchaBlocked && <CaptchaWidget provider={captcha.provider} siteKey={captcha.siteKey} onAnswer={setCaptchaAnswer} />}
        {captchaBlocked && (
          <p className={styles.notice} role="alert">
            {t('signup.form.captchaNotPermitted', { host: window.location.host })}
          </p>
        )}
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div className={styles.buttons}>
          {terms && (
            <Button className={styles.back} onClick={() => setStep('terms')} disabled={busy} data-action="back-to-terms">
              {t('signup.terms.back')}
            </Button>
          )}
          <Button onClick={onClose} disabled={busy}>
            {t('signup.common.cancel')}
          </Button>
          <Button type="submit" primary disabled={!canSubmit}>
            {busy ? t('signup.form.submitting') : t('signup.form.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

import { useId, type FormEvent } from 'react';
import { useI18n } from '@/core/i18n';
import { Button } from '@/ui/page/Button';
import type { SignupTerms } from './signup-terms';
import styles from './SignUp.module.css';

interface TermsStepProps {
  terms: SignupTerms;
  host: string;
  agreed: boolean;
  onAgreed: (agreed: boolean) => void;
  onNext: () => void;
  onCancel: () => void;
}

/** The first step of sign-up on a server with rules or terms: read them, agree, then the form. */
export function TermsStep({ terms, host, agreed, onAgreed, onNext, onCancel }: TermsStepProps) {
  const { t } = useI18n();
  const rulesId = useId();
  function next(e: FormEvent) {
    e.preventDefault();
    if (agreed) onNext();
  }
  return (
    <form className={styles.form} onSubmit={next} data-signup-step="terms">
      <h2 className={styles.title}>{t('signup.form.title')}</h2>
      <p className={styles.intro}>{t('signup.terms.intro', { host })}</p>
      {terms.rules.length > 0 && (
        <section className={styles.rules} aria-labelledby={rulesId} tabIndex={0}>
          <h3 id={rulesId} className={styles.subtitle}>
            {t('signup.terms.rules')}
          </h3>
          <ol data-server-rules>
            {terms.rules.map((rule, i) => (
              <li key={i}>{rule}</li>
            ))}
          </ol>
        </section>
      )}
      {(terms.tosUrl || terms.privacyPolicyUrl) && (
        <ul className={styles.links}>
          {terms.tosUrl && (
            <li>
              <a href={terms.tosUrl} target="_blank" rel="noopener noreferrer" data-terms-link="tos">
                {t('signup.terms.tos')}
              </a>
            </li>
          )}
          {terms.privacyPolicyUrl && (
            <li>
              <a href={terms.privacyPolicyUrl} target="_blank" rel="noopener noreferrer" data-terms-link="privacy">
                {t('signup.terms.privacy')}
              </a>
            </li>
          )}
        </ul>
      )}
      <label className={styles.check}>
        <input type="checkbox" name="agree" checked={agreed} onChange={(e) => onAgreed(e.target.checked)} autoFocus data-autofocus />
        <span>{t(terms.rules.length > 0 ? 'signup.terms.agreeRules' : 'signup.terms.agreeTerms')}</span>
      </label>
      <div className={styles.buttons}>
        <Button onClick={onCancel}>{t('signup.common.cancel')}</Button>
        <Button type="submit" primary disabled={!agreed}>
          {t('signup.terms.next')}
        </Button>
      </div>
    </form>
  );
}

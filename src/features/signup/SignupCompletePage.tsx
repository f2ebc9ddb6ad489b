import { useEffect, useState } from 'react';
import { getServerOrigin } from '@/core/accounts/session';
import { signIn } from '@/core/accounts/sign-in';
import { useI18n } from '@/core/i18n';
import { Button } from '@/ui/page/Button';
import { PageHeader } from '@/ui/page/PageHeader';
import { prepareSignedUpAccount } from './new-account';
import { runOnce } from './run-once';
import { completeSignup } from './signup-queries';
import styles from './SignUp.module.css';

type State = { kind: 'working' } | { kind: 'done'; token: string } | { kind: 'failed' };

/** /signup-complete/{code}: the e-mailed link that finishes a sign-up (`signup-pending`), then signs the new account in (on Home, with the onboarding). */
export function SignupCompletePage({ code }: { code: string }) {
  const { t } = useI18n();
  const [state, setState] = useState<State>({ kind: 'working' });

  useEffect(() => {
    let alive = true;
    runOnce(`signup-pending:${code}`, async () => {
      const r = await completeSignup(code);
      if (typeof r?.i === 'string') await prepareSignedUpAccount(getServerOrigin(), r.i, r.id);
      return r;
    }).then(
      (r) => alive && setState(typeof r?.i === 'string' ? { kind: 'done', token: r.i } : { kind: 'failed' }),
      () => alive && setState({ kind: 'failed' }),
    );
    return () => {
      alive = false;
    };
  }, [code]);

  useEffect(() => {
    if (state.kind !== 'done') return;
    const id = setTimeout(() => void signIn(state.token, getServerOrigin(), { redirect: '/' }), 1500);
    return () => clearTimeout(id);
  }, [state]);

  return (
    <section className={styles.page} data-page="signup-complete" data-state={state.kind}>
      <PageHeader title={t('signup.flows.signupComplete.title')} />
      {state.kind === 'working' && <p role="status">{t('signup.flows.signupComplete.working')}</p>}
      {state.kind === 'done' && (
        <>
          <p className={styles.success} role="status">
            {t('signup.flows.signupComplete.done')}
          </p>
          <Button primary onClick={() => void signIn(state.token, getServerOrigin(), { redirect: '/' })}>
            {t('signup.flows.continue')}
          </Button>
        </>
      )}
      {state.kind === 'failed' && (
        <>
          <p role="alert">{t('signup.flows.signupComplete.failed')}</p>
          <a href="/">{t('signup.flows.home')}</a>
        </>
      )}
    </section>
  );
}

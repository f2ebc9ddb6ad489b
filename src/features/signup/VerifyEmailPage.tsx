import { useEffect, useState } from 'react';
import { getServerOrigin } from '@/core/accounts/session';
import { useI18n } from '@/core/i18n';
import { PageHeader } from '@/ui/page/PageHeader';
import { runOnce } from './run-once';
import styles from './SignUp.module.css';

/** `GET {server}/api/verify-email/{code}`: 2xx when the code was valid. */
async function verifyEmail(origin: string, code: string): Promise<boolean> {
  try {
    const res = await fetch(`${origin}/api/verify-email/${encodeURIComponent(code)}`, { credentials: 'omit' });
    return res.ok;
  } catch {
    return false;
  }
}

/** /verify-email/{code}: confirms an e-mail address from the link the server sent. */
export function VerifyEmailPage({ code }: { code: string }) {
  const { t } = useI18n();
  const [state, setState] = useState<'working' | 'done' | 'failed'>('working');
  useEffect(() => {
    let alive = true;
    void runOnce(`verify-email:${code}`, () => verifyEmail(getServerOrigin(), code)).then((ok) => alive && setState(ok ? 'done' : 'failed'));
    return () => {
      alive = false;
    };
  }, [code]);
  return (
    <section className={styles.page} data-page="verify-email" data-state={state}>
      <PageHeader title={t('signup.flows.verifyEmail.title')} />
      {state === 'working' && <p role="status">{t('signup.flows.verifyEmail.working')}</p>}
      {state === 'done' && (
        <p className={styles.success} role="status">
          {t('signup.flows.verifyEmail.done')}
        </p>
      )}
      {state === 'failed' && <p role="alert">{t('signup.flows.verifyEmail.failed')}</p>}
      {state !== 'working' && <a href="/">{t('signup.flows.home')}</a>}
    </section>
  );
}

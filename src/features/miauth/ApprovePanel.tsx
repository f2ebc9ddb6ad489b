import { useState, type ReactNode } from 'react';
import { getAccount, getServerOrigin } from '@/core/accounts/session';
import { useCapabilities } from '@/core/capabilities';
import { useI18n } from '@/core/i18n';
import { SignInButton } from '@/features/auth';
import { Button } from '@/ui/page/Button';
import { Notice } from '@/ui/notice/Notice';
import { PageHeader } from '@/ui/page/PageHeader';
import { safeIconUrl } from './callback-target';
import { PermissionList } from './PermissionList';
import styles from './Approve.module.css';

interface Props {
  appName: string;
  icon?: string | null;
  description?: string | null;
  permissions: readonly string[];
  /** Grants access; resolves with where to go next (null: stay and say it is done). */
  onAccept: () => Promise<string | null>;
  /** Where to go on denial (null: stay and say it was denied). */
  denyTarget: string | null;
  children?: ReactNode;
}

/** The approval screen shared by /miauth/{session} and /auth/{token}. */
export function ApprovePanel({ appName, icon, description, permissions, onAccept, denyTarget }: Props) {
  const { t } = useI18n();
  const account = getAccount();
  const [state, setState] = useState<'ask' | 'busy' | 'accepted' | 'denied' | 'failed'>('ask');
  const iconUrl = safeIconUrl(icon);
  const foreignAccount = account && account.origin !== window.location.origin;
  // miauth/gen-token and auth/accept are `secure`: a sign-in made for an app cannot approve another app.
  const mayApprove = useCapabilities().tokenMay.approveApps;

  async function accept() {
    setState('busy');
    try {
      const next = await onAccept();
      setState('accepted');
      if (next) window.location.replace(next);
    } catch {
      setState('failed');
    }
  }

  function deny() {
    setState('denied');
    if (denyTarget) window.location.replace(denyTarget);
  }

  return (
    <section className={styles.page} data-page="approve" data-state={state}>
      <PageHeader title={t('miauth.approve.title')} />
      <div className={styles.app}>
        {iconUrl && <img className={styles.icon} src={iconUrl} alt="" width={56} height={56} />}
        <h2 className={styles.name} data-app-name>
          {appName || t('miauth.approve.unnamedApp')}
        </h2>
      </div>
      {description && <p className={styles.note}>{description}</p>}
      {!account || foreignAccount ? (
        <>
          <p role="alert">{t('miauth.approve.signInFirst', { host: new URL(getServerOrigin()).host })}</p>
          <SignInButton primary />
        </>
      ) : !mayApprove ? (
        <>
          <Notice name="app-token">{t('settingsScreens.tokens.appTokenOnly')}</Notice>
          <div className={styles.buttons}>
            <Button onClick={deny} data-action="deny">
              {t('miauth.approve.deny')}
            </Button>
          </div>
        </>
      ) : state === 'accepted' ? (
        <p className={styles.success} role="status">
          {t('miauth.approve.accepted')}
        </p>
      ) : state === 'denied' ? (
        <p role="status">{t('miauth.approve.deniedDone')}</p>
      ) : (
        <>
          <p>{t('miauth.approve.asks', { username: `@${account.username}` })}</p>
          <PermissionList permissions={permissions} />
          {state === 'failed' && (
            <p className={styles.error} role="alert">
              {t('miauth.approve.failed')}
            </p>
          )}
          <div className={styles.buttons}>
            <Button onClick={deny} disabled={state === 'busy'} data-action="deny">
              {t('miauth.approve.deny')}
            </Button>
            <Button primary onClick={() => void accept()} disabled={state === 'busy'} data-action="accept">
              {t('miauth.approve.accept')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useI18n } from '@/core/i18n';
import { ApprovePanel } from './ApprovePanel';
import { acceptAuthSession, authSessionQuery } from './auth-queries';
import { callbackTarget } from './callback-target';
import { parseRequestedPermissions } from './requested-permissions';
import styles from './Approve.module.css';

/** /auth/{token}: the server side of the legacy app flow (`auth/session/show`, `auth/accept`). */
export function AuthApprovePage({ token }: { token: string }) {
  const { t } = useI18n();
  const q = useQuery(authSessionQuery(token));
  if (q.isPending) return <p role="status">{t('miauth.approve.loading')}</p>;
  const app = q.data?.app;
  if (q.isError || !app) {
    return (
      <section className={styles.page} data-page="approve" data-state="missing">
        <p role="alert">{t('miauth.approve.noSession')}</p>
      </section>
    );
  }
  const callback = typeof app.callbackUrl === 'string' ? app.callbackUrl : null;
  return (
    <ApprovePanel
      appName={typeof app.name === 'string' ? app.name : ''}
      description={typeof app.description === 'string' ? app.description : null}
      permissions={parseRequestedPermissions(app.permission)}
      denyTarget={null}
      onAccept={async () => {
        await acceptAuthSession(token);
        return callbackTarget(callback, { token });
      }}
    />
  );
}

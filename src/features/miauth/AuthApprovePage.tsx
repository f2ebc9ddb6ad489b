import { queryOptions, useQuery } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import { useI18n } from '@/core/i18n';
import { queryKey } from '@/core/query/keys';
import { ApprovePanel } from './ApprovePanel';
import { callbackTarget } from './callback-target';
import { parseRequestedPermissions } from './requested-permissions';
import styles from './Approve.module.css';

interface AuthSession {
  app?: { name?: unknown; description?: unknown; callbackUrl?: unknown; permission?: unknown };
}

export function authSessionQuery(token: string) {
  return queryOptions({
    queryKey: queryKey('auth-session', token),
    queryFn: () => getApi().request<AuthSession>('auth/session/show', { token }, { suppressError: true }),
    retry: false,
    staleTime: Infinity,
  });
}

/** /auth/{token}: the server side of the legacy app flow (`auth/session/show`, `auth/accept`). */
export function AuthApprovePage({ token }: { token: string }) {
  const { t } = useI18n();
  const q = useQuery(authSessionQuery(token));
  if (q.isPending) return <p role="status">{t('auth.approve.loading')}</p>;
  const app = q.data?.app;
  if (q.isError || !app) {
    return (
      <section className={styles.page} data-page="approve" data-state="missing">
        <p role="alert">{t('auth.approve.noSession')}</p>
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
        await getApi().request('auth/accept', { token });
        return callbackTarget(callback, { token });
      }}
    />
  );
}

import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { getApi } from '@/core/accounts/session';
import type { UserDetailed } from '@/core/entities/user';
import { useI18n } from '@/core/i18n';
import { queryKey } from '@/core/query/keys';
import { Button } from '@/ui/page/Button';
import { PageHeader } from '@/ui/page/PageHeader';
import { UserCard } from './UserCard';
import styles from './UserCard.module.css';

/** "alice@host", "@alice@host" or a profile URL → users/show params, or null. */
export function parseRemoteAcct(input: string): { username: string; host: string | null } | { uri: string } | null {
  const s = input.trim();
  if (/^https?:\/\//i.test(s)) return { uri: s };
  const m = /^@?([A-Za-z0-9_.-]+)(?:@([A-Za-z0-9.-]+(?::\d+)?))?$/.exec(s);
  if (!m) return null;
  return { username: m[1]!, host: m[2] ?? null };
}

async function lookUp(acct: string): Promise<UserDetailed> {
  const parsed = parseRemoteAcct(acct);
  if (!parsed) throw new Error('invalid');
  if ('uri' in parsed) {
    const r = await getApi().request<{ type?: string; object?: UserDetailed }>('ap/show', { uri: parsed.uri }, { suppressError: true });
    if (r?.type !== 'User' || !r.object) throw new Error('not a user');
    return r.object;
  }
  return getApi().request<UserDetailed>('users/show', { username: parsed.username, host: parsed.host }, { suppressError: true });
}

/** /authorize-follow?acct=…: look the user up, then the follow button. */
export function AuthorizeFollowPage({ acct }: { acct: string }) {
  const { t } = useI18n();
  const q = useQuery({ queryKey: queryKey('authorize-follow', acct), queryFn: () => lookUp(acct), enabled: acct !== '', retry: false });
  return (
    <section data-page="authorize-follow">
      <PageHeader title={t('relations.authorizeFollow.title')} />
      <div className={styles.form}>
        {acct === '' ? (
          <p>{t('relations.authorizeFollow.missing')}</p>
        ) : q.isPending ? (
          <p>{t('relations.authorizeFollow.lookingUp', { acct })}</p>
        ) : q.isError ? (
          <div role="alert">
            <p>{t('relations.authorizeFollow.notFound', { acct })}</p>
            <Button onClick={() => void q.refetch()}>{t('common.retry')}</Button>
          </div>
        ) : (
          <>
            <p>{t('relations.authorizeFollow.prompt')}</p>
            <UserCard user={q.data} />
            <Link to="/">{t('relations.authorizeFollow.done')}</Link>
          </>
        )}
      </div>
    </section>
  );
}

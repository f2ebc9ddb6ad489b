import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { confirmDialog } from '@/core/dialogs/dialog-store';
import { useI18n } from '@/core/i18n';
import { showToast } from '@/core/toast/toast-store';
import { Button } from '@/ui/page/Button';
import { PageHeader } from '@/ui/page/PageHeader';
import { joinPath, parseJson } from './registry-path';
import { registryAllowed, registryKeys, registryKeysQuery, registryScopesQuery, registryValueQuery, removeRegistryValue, setRegistryValue } from './registry-queries';
import { Notice } from '@/ui/notice/Notice';
import styles from './Registry.module.css';
import { Loading } from '@/ui/loading/Loading';
import { QueryError } from '@/ui/loading/QueryError';

/** /registry: the scopes the account's registry holds. */
export function RegistryScopesPage() {
  const { t } = useI18n();
  const allowed = registryAllowed();
  const scopes = useQuery({ ...registryScopesQuery(), enabled: allowed }).data;
  return (
    <section data-page="registry">
      <PageHeader title={t('registry.title')} />
      <div className={styles.body}>
        {!allowed && <Notice name="app-token">{t('settingsScreens.tokens.registryUnavailable')}</Notice>}
        <ul className={styles.list}>
          {scopes?.map((s) => (
            <li key={s.join('/')}>
              <a href={`/registry/keys/system/${joinPath(s)}`} className={styles.link}>{s.join(' / ')}</a>
            </li>
          ))}
        </ul>
        {scopes?.length === 0 && <p className={styles.hint}>{t('registry.empty')}</p>}
      </div>
    </section>
  );
}

/** /registry/keys/system/{scope…}: a scope's keys with their JSON types. */
export function RegistryKeysPage({ scope }: { scope: string[] }) {
  const { t } = useI18n();
  const allowed = registryAllowed();
  const keys = useQuery({ ...registryKeysQuery(scope), enabled: allowed }).data;
  return (
    <section data-page="registry-keys">
      <PageHeader title={scope.join(' / ')} />
      <div className={styles.body}>
        {!allowed && <Notice name="app-token">{t('settingsScreens.tokens.registryUnavailable')}</Notice>}
        <Link to="/registry" className={styles.link}>{t('registry.allScopes')}</Link>
        <table className={styles.table}>
          <thead>
            <tr><th scope="col">{t('registry.key')}</th><th scope="col">{t('registry.type')}</th></tr>
          </thead>
          <tbody>
            {Object.entries(keys ?? {}).map(([key, type]) => (
              <tr key={key}>
                <td><a href={`/registry/value/system/${joinPath([...scope, key])}`} className={styles.link}>{key}</a></td>
                <td>{type}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** /registry/value/system/{scope…}/{key}: one value as JSON, editable and deletable. */
export function RegistryValuePage({ scope, registryKey: key }: { scope: string[]; registryKey: string }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const allowed = registryAllowed();
  const value = useQuery({ ...registryValueQuery(scope, key), enabled: allowed });
  const [text, setText] = useState<string | null>(null);
  const shown = text ?? (value.data === undefined ? '' : JSON.stringify(value.data, null, 2));
  const parsed = parseJson(shown);
  const save = useMutation({
    mutationFn: (v: unknown) => setRegistryValue(scope, key, v),
    onSuccess: async () => {
      setText(null);
      showToast(t('registry.saved'), 'success');
      await queryClient.invalidateQueries({ queryKey: registryKeys.all() });
    },
  });
  const remove = useMutation({
    mutationFn: async () => {
      if (!(await confirmDialog({ type: 'warning', text: t('registry.confirmDelete', { key }) }))) return false;
      await removeRegistryValue(scope, key);
      return true;
    },
    onSuccess: async (done) => {
      if (!done) return;
      await queryClient.invalidateQueries({ queryKey: registryKeys.all() });
      await navigate({ to: `/registry/keys/system/${joinPath(scope)}` as '/registry' });
    },
  });
  return (
    <section data-page="registry-value">
      <PageHeader title={`${scope.join(' / ')} / ${key}`} />
      <div className={styles.body}>
        <a href={`/registry/keys/system/${joinPath(scope)}`} className={styles.link}>{t('registry.backToKeys')}</a>
        {!allowed && <Notice name="app-token">{t('settingsScreens.tokens.registryUnavailable')}</Notice>}
        {value.isError && <QueryError error={value.error} onRetry={() => value.refetch()} retrying={value.isFetching} message={t('registry.loadFailed')} />}
        {value.isLoading && <Loading />}
        <label className={styles.field}>
          <span>{t('registry.value')}</span>
          <textarea name="registry-value" spellCheck={false} value={shown} aria-invalid={!parsed.ok || undefined} onChange={(e) => setText(e.target.value)} />
        </label>
        {!parsed.ok && <small className={styles.error}>{t('registry.badJson', { error: parsed.error })}</small>}
        <div className={styles.row}>
          <Button primary disabled={!allowed || !parsed.ok || save.isPending || text === null} onClick={() => parsed.ok && save.mutate(parsed.value)}>{t('common.save')}</Button>
          <Button disabled={!allowed} onClick={() => remove.mutate()}>{t('common.delete')}</Button>
        </div>
      </div>
    </section>
  );
}

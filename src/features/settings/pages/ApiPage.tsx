import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCapabilities } from '@/core/capabilities';
import { confirmDialog } from '@/core/dialogs/dialog-store';
import { formatDateTime, useI18n } from '@/core/i18n';
import { showToast } from '@/core/toast/toast-store';
import { IconCopy, IconTrash } from '@/ui/icons';
import { Button } from '@/ui/page/Button';
import { permissionsFor } from '../account/permissions';
import { generateToken, revokeToken, tokensQuery, type AccessToken } from '../account/queries';
import { Field, Section } from '../controls/Field';
import styles from '../controls/controls.module.css';
import { AppTokenGate } from '../AppTokenGate';
import { SettingsPageFrame } from '../SettingsPageFrame';
import { Loading } from '@/ui/loading/Loading';
import { QueryError } from '@/ui/loading/QueryError';

/** Access tokens: generate one with chosen permissions (shown once), list and revoke. */
function ApiPageBody() {
  const { t } = useI18n();
  const caps = useCapabilities();
  const queryClient = useQueryClient();
  const tokens = useQuery(tokensQuery());
  const all = permissionsFor(caps);
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [created, setCreated] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const canGenerate = caps.generateToken;

  const generate = async () => {
    setBusy(true);
    try {
      const token = await generateToken(queryClient, name.trim() || null, all.filter((p) => chosen.has(p)));
      setCreated(token);
      setName('');
      setChosen(new Set());
    } catch {
      // Toasted by the API client; the form keeps the choices.
    } finally {
      setBusy(false);
    }
  };

  const revoke = async (token: AccessToken) => {
    if (!(await confirmDialog({ title: t('settingsScreens.common.confirmTitle'), text: `${t('settingsScreens.common.revoke')}: ${token.name ?? token.id}` }))) return;
    try {
      await revokeToken(queryClient, token.id);
    } catch {
      // Toasted; the list is unchanged.
    }
  };

  return (
    <SettingsPageFrame page="api">
      <Section id="generate" title={t('settingsScreens.api.generate')}>
        {!canGenerate ? (
          <p className={styles.unsupported}>{t('settingsScreens.common.unsupported')}</p>
        ) : (
          <>
            <Field id="token-name" label={t('settingsScreens.api.name')} htmlFor="token-name-input">
              <input id="token-name-input" name="token-name" className={styles.input} value={name} onChange={(e) => setName(e.target.value)} />
            </Field>
            <Field id="permissions" label={t('settingsScreens.api.permissions')} error={chosen.size === 0 ? t('settingsScreens.api.noPermission') : undefined}>
              <div className={styles.actions}>
                <Button onClick={() => setChosen(new Set(all))}>{t('settingsScreens.api.selectAll')}</Button>
                <Button onClick={() => setChosen(new Set())}>{t('settingsScreens.api.deselectAll')}</Button>
              </div>
              <div className={styles.grid}>
                {all.map((p) => (
                  <label key={p} className={styles.row}>
                    <input
                      type="checkbox"
                      name={p}
                      checked={chosen.has(p)}
                      onChange={(e) => {
                        const next = new Set(chosen);
                        if (e.target.checked) next.add(p);
                        else next.delete(p);
                        setChosen(next);
                      }}
                    />
                    <span className={styles.mono}>{p}</span>
                  </label>
                ))}
              </div>
            </Field>
            <div className={styles.actions}>
              <Button primary disabled={busy || chosen.size === 0} onClick={() => void generate()} data-action="generate-token">
                {t('settingsScreens.api.generate')}
              </Button>
            </div>
            {created && (
              <div className={styles.warning} role="status" data-created-token>
                <p>{t('settingsScreens.api.created')}</p>
                <div className={styles.row}>
                  <code className={styles.code}>{created}</code>
                  <button
                    type="button"
                    aria-label={t('settingsScreens.api.copy')}
                    onClick={() => {
                      void navigator.clipboard?.writeText(created).then(() => showToast(t('common.copied'), 'success'));
                    }}
                  >
                    <IconCopy size={16} aria-hidden />
                  </button>
                </div>
              </div>
            )}
          </>
        )}
      </Section>
      <Section id="tokens" title={t('settingsScreens.api.tokens')}>
        {tokens.isError && <QueryError error={tokens.error} onRetry={() => tokens.refetch()} retrying={tokens.isFetching} message={t('settingsScreens.common.loadFailed')} />}
        {tokens.isLoading && <Loading />}
        {tokens.data?.length === 0 && <p>{t('settingsScreens.common.empty')}</p>}
        <ul className={styles.list} data-token-list>
          {tokens.data?.map((token) => (
            <li key={token.id} className={styles.listItem} data-token={token.name ?? token.id}>
              <div className={styles.grow}>
                <strong>{token.name ?? token.id}</strong>
                <div className={styles.hint}>
                  {t('settingsScreens.common.createdAt')}: {formatDateTime(token.createdAt)}
                  {token.lastUsedAt && ` · ${t('settingsScreens.common.lastUsedAt')}: ${formatDateTime(token.lastUsedAt)}`}
                </div>
                <div className={styles.hint}>
                  {token.permission.map((p) => (
                    <code key={p} className={styles.code}>
                      {p}
                    </code>
                  ))}
                </div>
              </div>
              <Button onClick={() => void revoke(token)} aria-label={`${t('settingsScreens.common.revoke')} ${token.name ?? token.id}`}>
                <IconTrash size={16} aria-hidden /> {t('settingsScreens.common.revoke')}
              </Button>
            </li>
          ))}
        </ul>
      </Section>
    </SettingsPageFrame>
  );
}

/** A sign-in made for an app may not call what this page does: it says so instead. */
export function ApiPage() {
  return (
    <AppTokenGate page="api" capability="accessTokens">
      <ApiPageBody />
    </AppTokenGate>
  );
}

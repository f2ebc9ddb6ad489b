import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useCapabilities } from '@/core/capabilities';
import { confirmDialog } from '@/core/dialogs/dialog-store';
import { useI18n, type MessageKey } from '@/core/i18n';
import { showToast } from '@/core/toast/toast-store';
import { Button } from '@/ui/page/Button';
import { createWebhook, deleteWebhook, testWebhook, updateWebhook, webhookQuery, webhooksQuery, type Webhook } from '../account/webhooks-queries';
import { Field, Section } from '../controls/Field';
import styles from '../controls/controls.module.css';
import { settingsLink } from '../links';
import { SettingsPageFrame } from '../SettingsPageFrame';
import { validateWebhook, WEBHOOK_EVENTS, type WebhookForm as FormValue, type WebhookProblem } from '../validation';
import { Loading } from '@/ui/loading/Loading';
import { QueryError } from '@/ui/loading/QueryError';

const PROBLEM_KEY: Record<WebhookProblem, MessageKey> = {
  nameRequired: 'settingsScreens.webhook.nameRequired',
  invalidUrl: 'settingsScreens.webhook.invalidUrl',
  noEvents: 'settingsScreens.webhook.noEvents',
};

function Unsupported() {
  const { t } = useI18n();
  return <p className={styles.unsupported}>{t('settingsScreens.common.unsupported')}</p>;
}

/** The webhook list. */
export function WebhookListPage() {
  const { t } = useI18n();
  const caps = useCapabilities();
  const hooks = useQuery({ ...webhooksQuery(), enabled: caps.webhooks });
  return (
    <SettingsPageFrame page="webhook">
      {!caps.webhooks ? (
        <Unsupported />
      ) : (
        <>
          <div id="list" className={styles.actions}>
            <Link {...settingsLink('webhook/new')}>{t('settingsScreens.webhook.create')}</Link>
            <Link {...settingsLink('webhook/new-simple')}>{t('settingsScreens.webhook.createSimple')}</Link>
          </div>
          {hooks.isError && <QueryError error={hooks.error} onRetry={() => hooks.refetch()} retrying={hooks.isFetching} message={t('settingsScreens.common.loadFailed')} />}
          {hooks.isLoading && <Loading />}
          {hooks.data?.length === 0 && <p>{t('settingsScreens.common.empty')}</p>}
          <ul className={styles.list}>
            {hooks.data?.map((w) => (
              <li key={w.id} className={styles.listItem}>
                <div className={styles.grow}>
                  <Link {...settingsLink(`webhook/edit/${w.id}`)}>{w.name}</Link>
                  <div className={styles.hint}>
                    {w.url} {w.active ? '' : `(${t('settingsScreens.webhook.inactive')})`}
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </SettingsPageFrame>
  );
}

function WebhookForm({ initial, simple, onSubmit, existing }: { initial: FormValue; simple?: boolean; existing?: Webhook; onSubmit: (value: FormValue) => Promise<void> }) {
  const { t } = useI18n();
  const caps = useCapabilities();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [form, setForm] = useState<FormValue>(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const problems = validateWebhook(form);
  const show = (p: WebhookProblem) => (problems.includes(p) ? t(PROBLEM_KEY[p]) : undefined);

  return (
    <form
      onSubmit={async (e) => {
        e.preventDefault();
        if (problems.length) return;
        setBusy(true);
        setError(null);
        try {
          await onSubmit(form);
        } catch (err) {
          setError(err instanceof Error ? err.message : String(err));
        } finally {
          setBusy(false);
        }
      }}
    >
      <Section>
        <Field id="name" label={t('settingsScreens.webhook.name')} htmlFor="webhook-name" error={form.name ? show('nameRequired') : undefined}>
          <input id="webhook-name" name="name" className={styles.input} value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} />
        </Field>
        <Field id="url" label={t('settingsScreens.webhook.url')} htmlFor="webhook-url" error={form.url ? show('invalidUrl') : undefined}>
          <input id="webhook-url" name="url" type="url" className={styles.input} value={form.url} onChange={(e) => setForm({ ...form, url: e.target.value })} />
        </Field>
        {!simple && (
          <>
            <Field id="secret" label={t('settingsScreens.webhook.secret')} htmlFor="webhook-secret">
              <input id="webhook-secret" name="secret" className={styles.input} value={form.secret} onChange={(e) => setForm({ ...form, secret: e.target.value })} />
            </Field>
            <Field id="events" label={t('settingsScreens.webhook.events')} error={show('noEvents')}>
              <div className={styles.grid}>
                {WEBHOOK_EVENTS.map((ev) => (
                  <label key={ev} className={styles.row}>
                    <input
                      type="checkbox"
                      name={`on-${ev}`}
                      checked={form.on.includes(ev)}
                      onChange={(e) => setForm({ ...form, on: e.target.checked ? [...form.on, ev] : form.on.filter((x) => x !== ev) })}
                    />
                    <span>{t(`settingsScreens.webhook.eventKinds.${ev}`)}</span>
                  </label>
                ))}
              </div>
            </Field>
          </>
        )}
        {existing && (
          <label className={styles.row}>
            <input type="checkbox" name="active" checked={form.active} onChange={(e) => setForm({ ...form, active: e.target.checked })} />
            <span>{t('settingsScreens.webhook.active')}</span>
          </label>
        )}
      </Section>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" primary disabled={busy || problems.length > 0}>
          {t('settingsScreens.common.save')}
        </Button>
        {existing && caps.may.testWebhook && (
          <Button
            onClick={async () => {
              try {
                await testWebhook(existing);
                showToast(t('settingsScreens.webhook.testSent'), 'success');
              } catch {
                // Toasted.
              }
            }}
          >
            {t('settingsScreens.webhook.test')}
          </Button>
        )}
        {existing && (
          <Button
            onClick={async () => {
              if (!(await confirmDialog({ type: 'warning', title: t('settingsScreens.common.confirmTitle'), text: existing.name }))) return;
              try {
                await deleteWebhook(queryClient, existing.id);
                await navigate(settingsLink('webhook'));
              } catch {
                // Toasted.
              }
            }}
          >
            {t('common.delete')}
          </Button>
        )}
      </div>
    </form>
  );
}

function useCreate() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (value: FormValue) => {
    await createWebhook(queryClient, value);
    await navigate(settingsLink('webhook'));
  };
}

export function WebhookNewPage() {
  const { t } = useI18n();
  const caps = useCapabilities();
  const create = useCreate();
  return (
    <SettingsPageFrame page="webhook" title={t('settingsScreens.webhook.create')}>
      {caps.createWebhook ? <WebhookForm initial={{ name: '', url: '', secret: '', on: [], active: true }} onSubmit={create} /> : <Unsupported />}
    </SettingsPageFrame>
  );
}

/** Quick create: a name and a URL; every event. */
export function WebhookNewSimplePage() {
  const { t } = useI18n();
  const caps = useCapabilities();
  const create = useCreate();
  return (
    <SettingsPageFrame page="webhook" title={t('settingsScreens.webhook.createSimple')}>
      {caps.createWebhook ? <WebhookForm simple initial={{ name: '', url: '', secret: '', on: [...WEBHOOK_EVENTS], active: true }} onSubmit={create} /> : <Unsupported />}
    </SettingsPageFrame>
  );
}

export function WebhookEditPage({ webhookId }: { webhookId: string }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const hook = useQuery(webhookQuery(webhookId));
  return (
    <SettingsPageFrame page="webhook" title={t('settingsScreens.webhook.edit')}>
      {hook.isError && <QueryError error={hook.error} onRetry={() => hook.refetch()} retrying={hook.isFetching} message={t('settingsScreens.webhook.notFound')} />}
      {hook.isLoading && <Loading />}
      {hook.data && (
        <WebhookForm
          key={hook.dataUpdatedAt}
          existing={hook.data}
          initial={{ name: hook.data.name, url: hook.data.url, secret: hook.data.secret ?? '', on: hook.data.on, active: hook.data.active }}
          onSubmit={async (value) => {
            await updateWebhook(queryClient, webhookId, value);
            showToast(t('settingsScreens.common.saved'), 'success');
          }}
        />
      )}
    </SettingsPageFrame>
  );
}

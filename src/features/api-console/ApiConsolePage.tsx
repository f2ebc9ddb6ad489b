import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { getAccount, getServerOrigin } from '@/core/accounts/session';
import { serverEndpointsQuery } from '@/core/capabilities';
import { useI18n } from '@/core/i18n';
import { Button } from '@/ui/page/Button';
import { PageHeader } from '@/ui/page/PageHeader';
import { parseJson } from '@/features/registry';
import { endpointInfoQuery } from './api-console-queries';
import { ENDPOINT_NAME, sendConsoleRequest, type ConsoleResult } from './send-request';
import styles from './ApiConsole.module.css';

/** /api-console: call any endpoint of the server with JSON params and see its answer, status and time. */
export function ApiConsolePage() {
  const { t } = useI18n();
  const listId = useId();
  const [endpoint, setEndpoint] = useState('');
  const [params, setParams] = useState('{}');
  const [withCredential, setWithCredential] = useState(true);
  const [result, setResult] = useState<ConsoleResult | null>(null);
  const [busy, setBusy] = useState(false);
  const endpoints = useQuery(serverEndpointsQuery()).data;
  const name = endpoint.trim();
  const known = !endpoints || endpoints.includes(name);
  const paramInfo = useQuery({ ...endpointInfoQuery(name), enabled: name !== '' && ENDPOINT_NAME.test(name) && known }).data;
  const parsed = parseJson(params);
  const paramsOk = parsed.ok && typeof parsed.value === 'object' && parsed.value !== null && !Array.isArray(parsed.value);
  const canSend = !busy && ENDPOINT_NAME.test(name) && paramsOk;

  const send = async () => {
    if (!canSend || !parsed.ok) return;
    setBusy(true);
    try {
      setResult(
        await sendConsoleRequest({
          origin: getServerOrigin(),
          endpoint: name,
          params: parsed.value as Record<string, unknown>,
          token: withCredential ? (getAccount()?.token ?? null) : null,
        }),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <section data-page="api-console">
      <PageHeader title={t('apiConsole.title')} />
      <form className={styles.body} onSubmit={(e) => { e.preventDefault(); void send(); }}>
        <label className={styles.field}>
          <span>{t('apiConsole.endpoint')}</span>
          <input name="endpoint" list={listId} value={endpoint} autoComplete="off" spellCheck={false} placeholder="notes/timeline" onChange={(e) => setEndpoint(e.target.value)} />
          <datalist id={listId}>{endpoints?.map((e) => <option key={e} value={e} />)}</datalist>
          {name !== '' && !known && <small className={styles.hint}>{t('apiConsole.unknownEndpoint')}</small>}
          {paramInfo?.params && paramInfo.params.length > 0 && (
            <small className={styles.hint}>{t('apiConsole.paramsOf', { list: paramInfo.params.map((p) => `${p.name}: ${p.type}`).join(', ') })}</small>
          )}
        </label>
        <label className={styles.field}>
          <span>{t('apiConsole.params')}</span>
          <textarea name="params" spellCheck={false} value={params} aria-invalid={!paramsOk || undefined} onChange={(e) => setParams(e.target.value)} />
          {!paramsOk && <small className={styles.error}>{parsed.ok ? t('apiConsole.notAnObject') : t('registry.badJson', { error: parsed.error })}</small>}
        </label>
        <label className={styles.check}>
          <input type="checkbox" name="with-credential" checked={withCredential} onChange={(e) => setWithCredential(e.target.checked)} />
          <span>{t('apiConsole.withCredential')}</span>
        </label>
        <div>
          <Button primary type="submit" disabled={!canSend}>{busy ? t('common.loading') : t('apiConsole.send')}</Button>
        </div>
        {result && (
          <div className={styles.result} data-api-console-result>
            <p className={result.ok ? styles.ok : styles.error} data-status={result.status ?? 'network'}>
              {result.status === null ? t('apiConsole.networkError') : t('apiConsole.status', { status: result.status, ms: result.ms })}
            </p>
            <pre className={styles.pre}>{result.body === '' ? t('apiConsole.emptyBody') : result.body}</pre>
          </div>
        )}
      </form>
    </section>
  );
}

import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useCapabilities } from '@/core/capabilities';
import { confirmDialog } from '@/core/dialogs/dialog-store';
import { permissionLabelKey } from '@/core/api-permissions';
import { useI18n, type MessageKey } from '@/core/i18n';
import { Button } from '@/ui/page/Button';
import { PageHeader } from '@/ui/page/PageHeader';
import { pluginHooks } from './plugin-boot';
import { readPluginMeta } from './plugin-meta';
import { startPlugin } from './plugin-runtime';
import { savePlugin } from './plugin-store';
import { generatePluginToken } from './plugin-token-queries';
import { PermissionList } from '@/features/miauth';
import styles from './Plugins.module.css';

/** /settings/plugin/install: paste a plugin's source, read its header, grant its permissions, install. */
export function PluginInstallPage() {
  const { t } = useI18n();
  const caps = useCapabilities();
  const navigate = useNavigate();
  const [src, setSrc] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const meta = src.trim() === '' ? null : readPluginMeta(src);

  const install = async () => {
    if (!meta?.ok) return;
    setError(null);
    const ok = await confirmDialog({
      title: t('plugins.grantTitle', { name: meta.meta.name }),
      text: meta.meta.permissions.length > 0 ? t('plugins.grantText', { list: meta.meta.permissions.map((p) => t(permissionLabelKey(p) as MessageKey)).join('\n') }) : t('plugins.noPermissions'),
    });
    if (!ok) return;
    setBusy(true);
    try {
      // A token limited to the granted permissions, where the server can make one for this client.
      const token = caps.may.generateToken ? await generatePluginToken(meta.meta) : null;
      const entry = savePlugin(src, meta.meta, token);
      void startPlugin(entry, pluginHooks);
      await navigate({ to: '/settings/plugin' });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section data-page="plugin-install">
      <PageHeader title={t('plugins.install')} />
      <div className={styles.body}>
        <p className={styles.hint}>{t('plugins.installWarning')}</p>
        <label className={styles.field}>
          <span>{t('plugins.source')}</span>
          <textarea name="plugin-source" className={styles.code} spellCheck={false} value={src} onChange={(e) => setSrc(e.target.value)} />
        </label>
        {meta && !meta.ok && (
          <p role="alert" className={styles.error}>
            {t(`plugins.errors.${meta.error}` as MessageKey, { detail: meta.detail ?? '' })}
          </p>
        )}
        {meta?.ok && (
          <div className={styles.item} data-plugin-preview>
            <strong><bdi>{meta.meta.name}</bdi></strong> <span className={styles.hint}>{meta.meta.version}</span>
            {meta.meta.description && <p className={styles.desc}><bdi>{meta.meta.description}</bdi></p>}
            <PermissionList permissions={meta.meta.permissions} />
          </div>
        )}
        {error && <p role="alert" className={styles.error}>{error}</p>}
        <div>
          <Button primary disabled={!meta?.ok || busy} onClick={() => void install()}>{t('plugins.installButton')}</Button>
        </div>
      </div>
    </section>
  );
}

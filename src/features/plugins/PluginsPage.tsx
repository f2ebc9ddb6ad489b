import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { confirmDialog } from '@/core/dialogs/dialog-store';
import { useI18n } from '@/core/i18n';
import { useSetting } from '@/core/settings';
import type { InstalledPlugin } from '@/core/settings/value-types';
import { Button } from '@/ui/page/Button';
import { PageHeader } from '@/ui/page/PageHeader';
import { pluginHooks } from './plugin-boot';
import type { PluginConfigItem } from './plugin-meta';
import { startPlugin, stopPlugin } from './plugin-runtime';
import { removePlugin, updatePlugin } from './plugin-store';
import { usePluginRegistry } from './use-plugin-registry';
import { PermissionList } from '@/features/miauth';
import styles from './Plugins.module.css';

/** /settings/plugin: installed plugins; turn each on or off, configure it, or uninstall it. */
export function PluginsPage() {
  const { t } = useI18n();
  const [plugins] = useSetting('plugins');
  return (
    <section data-page="plugins">
      <PageHeader title={t('plugins.title')} />
      <div className={styles.body}>
        <p className={styles.hint}>{t('plugins.description')}</p>
        <p>
          <Link to="/settings/plugin/install">{t('plugins.install')}</Link>
        </p>
        {plugins.length === 0 && <p className={styles.hint}>{t('plugins.none')}</p>}
        <ul className={styles.list}>
          {plugins.map((p) => (
            <PluginRow key={p.id} plugin={p} />
          ))}
        </ul>
      </div>
    </section>
  );
}

function PluginRow({ plugin }: { plugin: InstalledPlugin }) {
  const { t } = useI18n();
  const [configuring, setConfiguring] = useState(false);
  const toggle = (active: boolean) => {
    const updated = updatePlugin(plugin.id, { active });
    if (active && updated) void startPlugin(updated, pluginHooks);
    else stopPlugin(plugin.id);
  };
  const uninstall = async () => {
    if (!(await confirmDialog({ type: 'warning', text: t('plugins.confirmUninstall', { name: plugin.name }) }))) return;
    stopPlugin(plugin.id);
    removePlugin(plugin.id);
  };
  const config = (plugin.config ?? {}) as Record<string, PluginConfigItem>;
  const error = usePluginRegistry().errors[plugin.id];
  return (
    <li className={styles.item} data-plugin={plugin.name}>
      <div className={styles.head}>
        <strong><bdi>{plugin.name}</bdi></strong> <span className={styles.hint}>{plugin.version}</span>
        {plugin.author && <span className={styles.hint}> · <bdi>{plugin.author}</bdi></span>}
      </div>
      {plugin.description && <p className={styles.desc}><bdi>{plugin.description}</bdi></p>}
      <PermissionList permissions={plugin.permissions ?? []} />
      {error && (
        <p role="alert" className={styles.error} data-plugin-error>
          {t('plugins.lastError', { message: error })}
        </p>
      )}
      <div className={styles.row}>
        <label className={styles.check}>
          <input type="checkbox" checked={plugin.active} onChange={(e) => toggle(e.target.checked)} />
          <span>{t('plugins.active')}</span>
        </label>
        {Object.keys(config).length > 0 && <Button onClick={() => setConfiguring((v) => !v)}>{t('plugins.configure')}</Button>}
        <Button onClick={() => void uninstall()}>{t('plugins.uninstall')}</Button>
      </div>
      {configuring && <PluginConfigForm plugin={plugin} config={config} onSaved={() => setConfiguring(false)} />}
    </li>
  );
}

function PluginConfigForm({ plugin, config, onSaved }: { plugin: InstalledPlugin; config: Record<string, PluginConfigItem>; onSaved: () => void }) {
  const { t } = useI18n();
  const [data, setData] = useState<Record<string, unknown>>(() => ({ ...Object.fromEntries(Object.entries(config).map(([k, c]) => [k, c.default])), ...(plugin.configData ?? {}) }));
  return (
    <form
      className={styles.config}
      onSubmit={(e) => {
        e.preventDefault();
        const updated = updatePlugin(plugin.id, { configData: data });
        if (updated?.active) void startPlugin(updated, pluginHooks);
        onSaved();
      }}
    >
      {Object.entries(config).map(([key, c]) => (
        <label key={key} className={c.type === 'boolean' ? styles.check : styles.field}>
          {c.type === 'boolean' ? (
            <input type="checkbox" checked={data[key] === true} onChange={(e) => setData({ ...data, [key]: e.target.checked })} />
          ) : null}
          <span><bdi>{c.label}</bdi></span>
          {c.type !== 'boolean' && (
            <input
              inputMode={c.type === 'number' ? 'decimal' : undefined}
              value={data[key] == null ? '' : String(data[key])}
              onChange={(e) => setData({ ...data, [key]: c.type === 'number' ? Number(e.target.value) : e.target.value })}
            />
          )}
          {c.description && <small className={styles.hint}><bdi>{c.description}</bdi></small>}
        </label>
      ))}
      <div>
        <Button primary type="submit">{t('common.save')}</Button>
      </div>
    </form>
  );
}

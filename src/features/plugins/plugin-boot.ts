import { t } from '@/core/i18n';
import { isSafeMode } from '@/ui/theme/safe-mode';
import { showToast } from '@/core/toast/toast-store';
import type { InstalledPlugin } from '@/core/settings/value-types';
import { installedPlugins } from './plugin-store';
import { startPlugin } from './plugin-runtime';
import { updatePluginRegistry } from './plugin-registry';

export const pluginHooks = {
  onError(plugin: InstalledPlugin, message: string) {
    updatePluginRegistry((r) => ({ ...r, errors: { ...r.errors, [plugin.id]: message } }));
    showToast(t('plugins.failed', { name: plugin.name, message }), 'error');
  },
  openUrl(url: string) {
    window.open(url, '_blank', 'noopener,noreferrer');
  },
};

/** Starts every active plugin (after the first paint; skipped in safe mode). */
export function startInstalledPlugins(): void {
  if (isSafeMode()) return;
  for (const plugin of installedPlugins()) if (plugin.active) void startPlugin(plugin, pluginHooks);
}

import { getSetting, setSetting } from '@/core/settings';
import type { InstalledPlugin } from '@/core/settings/value-types';
import type { PluginMeta } from './plugin-meta';

export function installedPlugins(): InstalledPlugin[] {
  return getSetting('plugins');
}

/** Adds (or replaces, by name) a plugin; returns the stored entry. */
export function savePlugin(src: string, meta: PluginMeta, token: string | null, id = crypto.randomUUID()): InstalledPlugin {
  const entry: InstalledPlugin = {
    id,
    name: meta.name,
    active: true,
    src,
    version: meta.version,
    ...(meta.author ? { author: meta.author } : {}),
    ...(meta.description ? { description: meta.description } : {}),
    permissions: meta.permissions,
    ...(token ? { token } : {}),
    config: meta.config as unknown as Record<string, unknown>,
    configData: {},
  };
  setSetting('plugins', [...installedPlugins().filter((p) => p.name !== meta.name), entry]);
  return entry;
}

export function updatePlugin(id: string, change: Partial<InstalledPlugin>): InstalledPlugin | null {
  let updated: InstalledPlugin | null = null;
  setSetting(
    'plugins',
    installedPlugins().map((p) => {
      if (p.id !== id) return p;
      updated = { ...p, ...change };
      return updated;
    }),
  );
  return updated;
}

export function removePlugin(id: string): void {
  setSetting('plugins', installedPlugins().filter((p) => p.id !== id));
}

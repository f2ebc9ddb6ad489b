/** Plugin pages and start-up (lazy: they bring the AiScript interpreter). */
export { PluginsPage } from './PluginsPage';
export { PluginInstallPage } from './PluginInstallPage';
export { startInstalledPlugins } from './plugin-boot';
export { API_PERMISSIONS, type ApiPermission } from './permissions';

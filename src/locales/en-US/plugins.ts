import type { Messages } from '@/core/i18n/types';

/** Messages of the "plugins" area (en-US). */
export const plugins: Messages['plugins'] = {
  title: 'Plugins',
  description: 'Plugins are small programs written in AiScript. They can add actions to the note menu and the post form.',
  install: 'Install a plugin',
  none: 'No plugins are installed.',
  active: 'Enabled',
  configure: 'Configure',
  uninstall: 'Uninstall',
  confirmUninstall: 'Uninstall {name}?',
  noPermissions: 'This plugin asks for no permissions.',
  grantTitle: 'Give {name} these permissions?',
  grantText: '{list}',
  installWarning: 'Install plugins only from authors you trust. A plugin can act on your account within the permissions you give it.',
  source: 'Source code',
  installButton: 'Install',
  lastError: 'Stopped with an error: {message}',
  failed: 'The plugin “{name}” failed: {message}',
  errors: {
    syntax: 'Syntax error: {detail}',
    noMeta: 'The plugin has no header (### { … }).',
    noName: 'The plugin header has no name.',
    noVersion: 'The plugin header has no version.',
    badPermission: 'Unknown permission: {detail}',
  },
};

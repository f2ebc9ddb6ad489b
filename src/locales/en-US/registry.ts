import type { Messages } from '@/core/i18n/types';

/** Messages of the "registry" area (en-US). */
export const registry: Messages['registry'] = {
  title: 'Registry',
  empty: 'The registry is empty.',
  allScopes: 'All scopes',
  backToKeys: 'Back to the keys',
  key: 'Key',
  type: 'Type',
  value: 'Value (JSON)',
  saved: 'Saved to the registry.',
  loadFailed: 'This value could not be read.',
  badJson: 'Not valid JSON: {error}',
  confirmDelete: 'Delete the key “{key}”?',
};

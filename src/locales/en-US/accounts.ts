import type { Messages } from '@/core/i18n/types';

/** Messages of the "accounts" area (en-US). */
export const accounts: Messages['accounts'] = {
  addExisting: 'Sign in to an existing account',
  createAccount: 'Create a new account',
  accountInMemory: 'This browser refuses to store data for this site. You are signed in for this tab, but you may be signed out when you close it, and changed settings will not be kept.',
};

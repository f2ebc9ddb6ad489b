import type { Messages } from '@/core/i18n/types';

/** Messages of the "signinArea" area (en-US). */
export const signinArea: Messages['signinArea'] = {
  signInToOpen: 'Sign in to open this page.',
  addExisting: 'Sign in to an existing account',
  createAccount: 'Create a new account',
};

import type { Messages } from '@/core/i18n/types';

/** Messages of the "miauth" area (en-US). */
export const miauth: Messages['miauth'] = {
  approve: {
    title: 'Authorise an app',
    loading: 'Loading…',
    unnamedApp: 'An unnamed app',
    asks: 'This app asks to do the following as {username}:',
    permissions: 'Requested permissions',
    noPermissions: 'No permissions are requested.',
    accept: 'Allow',
    deny: 'Deny',
    accepted: 'Allowed. Going back to the app…',
    deniedDone: 'Denied. You can close this page.',
    failed: 'Could not allow it. Try again.',
    signInFirst: 'Sign in with your account on {host} first, then allow.',
    noSession: 'This authorisation request was not found (it may have expired).',
  },
};

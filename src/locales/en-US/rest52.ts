import type { Messages } from '@/core/i18n/types';

/** Messages of the "rest52" area (en-US). */
export const rest52: Messages['rest52'] = {
  noteLoadFailed: 'The note could not be loaded.',
  signInNotKept: 'This browser refuses to store data for this site, so the sign-in on {host} cannot be kept on this page. Allow this site to store data, then try again.',
  remoteNeedsStorage: 'This browser refuses to store data for this site, so a sign-in on {host} could not come back to this page. Allow this site to store data, or sign in with an access token.',
};

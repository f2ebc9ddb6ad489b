import type { Messages } from '@/core/i18n/types';

/** Messages of the "storage" area (en-US). */
export const storage: Messages['storage'] = {
  accountInMemory: 'This browser refuses to store data for this site. You are signed in for this tab, but you may be signed out when you close it, and changed settings will not be kept.',
};

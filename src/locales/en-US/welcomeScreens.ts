import type { Messages } from '@/core/i18n/types';

/** Messages of the "welcomeScreens" area (en-US). */
export const welcomeScreens: Messages['welcomeScreens'] = {
  signUpWithInvitation: 'Sign up with an invitation code',
  stats: 'Server statistics',
  users: 'Users',
  notes: 'Notes',
  links: 'Look around this server',
  explore: 'Explore',
  about: 'About this server',
  channels: 'Channels',
  rules: 'Server rules',
  tos: 'Terms of service',
  localTimeline: 'Latest notes on this server',
  featured: 'Featured notes',
  readOnly: 'Sign in to react, reply or renote.',
};

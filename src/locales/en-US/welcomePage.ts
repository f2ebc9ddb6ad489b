import type { Messages } from '@/core/i18n/types';

/** Messages of the "welcomePage" area (en-US). */
export const welcomePage: Messages['welcomePage'] = {
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

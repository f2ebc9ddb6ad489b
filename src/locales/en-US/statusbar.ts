import type { Messages } from '@/core/i18n/types';

/** Messages of the "statusbar" area (en-US). */
export const statusbar: Messages['statusbar'] = {
  region: 'Status bars',
  unavailable: 'Nothing to show',
  rssNotOffered: 'This server cannot read RSS feeds',
  noUrl: 'No feed address set',
  noList: 'No list chosen',
  url: 'Feed address',
  urlInvalid: 'Type an http(s) address',
  shuffle: 'Shuffle',
  colored: 'In each server’s colour',
  list: 'List',
  refresh: 'Refresh every (seconds)',
  duration: 'One pass takes (seconds; smaller is faster)',
  reverse: 'Scroll the other way',
  sizes: {
    verySmall: 'Very small',
    small: 'Small',
    medium: 'Medium',
    large: 'Large',
    veryLarge: 'Very large',
  },
};

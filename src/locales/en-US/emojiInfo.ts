import type { Messages } from '@/core/i18n/types';

/** Messages of the "emojiInfo" area (en-US). */
export const emojiInfo: Messages['emojiInfo'] = {
  title: 'Emoji',
  licenseTitle: 'Emoji license',
  details: 'See details',
  name: 'Name',
  host: 'Host',
  local: 'This server',
  tags: 'Tags',
  category: 'Category',
  description: 'Description',
  copyPermission: 'Copy permission',
  permission: {
    allow: 'Allowed',
    conditional: 'Conditional',
    deny: 'Not allowed',
    none: 'Not set',
  },
  license: 'License',
  usageInfo: 'Usage info',
  author: 'Author',
  basedOn: 'Based on',
  createdAt: 'Created',
  updatedAt: 'Updated',
  url: 'URL',
  import: 'Import to this server',
  imported: 'Imported',
};

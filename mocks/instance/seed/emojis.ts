/** Seeded custom emoji (local and a couple of remote ones). */

export interface SeedEmojiSpec {
  name: string;
  host?: string;
  category: string | null;
  aliases: string[];
  license: string | null;
  hue: number;
}

const license = (permission: string, lic: string, author: string) =>
  `Copy permission: ${permission}, License: ${lic}, Usage info: free to use on this instance, Author: ${author}, Description: mock emoji, Copied from: https://example.com/emoji`;

export const SEED_EMOJIS: readonly SeedEmojiSpec[] = [
  { name: 'blobcat', category: 'Blobs', aliases: ['cat', 'blob'], license: license('allow', 'CC BY 4.0', 'Mock Artist'), hue: 45 },
  { name: 'blobheart', category: 'Blobs', aliases: ['heart', 'love'], license: license('allow', 'CC BY 4.0', 'Mock Artist'), hue: 350 },
  { name: 'blobwave', category: 'Blobs', aliases: ['wave', 'hello'], license: license('conditional', 'CC BY-NC 4.0', 'Mock Artist'), hue: 200 },
  { name: 'blobthinking', category: 'Blobs', aliases: ['think', 'hmm'], license: license('allow', 'Apache-2.0', 'Mock Artist'), hue: 60 },
  { name: 'nekoyes', category: 'Neko', aliases: ['yes', 'ok'], license: license('deny', 'All rights reserved', 'Neko Studio'), hue: 120 },
  { name: 'nekono', category: 'Neko', aliases: ['no'], license: license('deny', 'All rights reserved', 'Neko Studio'), hue: 0 },
  { name: 'misskey', category: 'Logos', aliases: ['mk'], license: null, hue: 90 },
  { name: 'mock_party', category: null, aliases: ['party', 'tada'], license: license('none', 'Unknown', 'Unknown'), hue: 280 },
  { name: 'wave', host: 'remote.example', category: null, aliases: [], license: null, hue: 180 },
  { name: 'cool', host: 'social.example', category: null, aliases: [], license: null, hue: 30 },
];

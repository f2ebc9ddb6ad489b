/** The seeded people. Tests rely on alice, bob, carol, dave, erin and frank. */
import type { RemoteInstanceInfo, UserRecord } from '../types';

export interface SeedUserSpec {
  username: string;
  host?: string;
  name: string;
  description: string;
  flags?: Partial<Pick<UserRecord,
    'isAdmin' | 'isModerator' | 'isBot' | 'isCat' | 'isLocked' | 'isMiniSilenced' | 'isSuspended' | 'isSilenced' |
    'blockPostPublic' | 'blockPostHome' | 'blockPostNotLocal' | 'canInvite' | 'patron' | 'hideOnlineStatus'>>;
  fields?: Array<{ name: string; value: string }>;
  location?: string;
  /** Minutes since last activity; undefined = never seen (onlineStatus unknown). */
  activeMinutesAgo?: number;
  follows: string[];
  /** Relative weight as a poster. */
  chattiness: number;
}

export const SEED_USERS: readonly SeedUserSpec[] = [
  {
    username: 'alice', name: 'Alice 🐱', description: 'Admin of this mock instance. Loves :blobcat: and #cats.',
    flags: { isAdmin: true, isCat: true }, activeMinutesAgo: 2, location: 'Localhost',
    fields: [{ name: 'Website', value: 'https://example.com/alice' }, { name: 'Pronouns', value: 'she/her' }],
    follows: ['bob', 'carol', 'grace', 'zoe@remote.example'], chattiness: 5,
  },
  { username: 'bob', name: 'Bob', description: 'Moderator. Keeps the place tidy.', flags: { isModerator: true }, activeMinutesAgo: 70, follows: ['alice', 'carol'], chattiness: 4 },
  { username: 'carol', name: 'Carol', description: 'Just here for the timeline.', activeMinutesAgo: 5, follows: ['alice', 'bob'], chattiness: 4 },
  { username: 'dave', name: 'Dave', description: 'Mini-silenced for testing.', flags: { isMiniSilenced: true }, activeMinutesAgo: 6000, follows: ['bob', 'grace'], chattiness: 2 },
  { username: 'erin', name: 'Erin', description: 'Cannot post publicly (blockPostPublic).', flags: { blockPostPublic: true }, activeMinutesAgo: 300, follows: ['alice', 'carol'], chattiness: 2 },
  { username: 'frank', name: 'Frank', description: 'Suspended account.', flags: { isSuspended: true }, follows: ['alice'], chattiness: 0 },
  { username: 'grace', name: 'Grace', description: 'Patron. Posts photos.', flags: { patron: true }, activeMinutesAgo: 30, follows: ['alice', 'xavier@social.example'], chattiness: 3 },
  { username: 'heidi', name: 'Heidi 🔒', description: 'Locked account.', flags: { isLocked: true }, activeMinutesAgo: 2000, follows: ['alice', 'bob'], chattiness: 2 },
  { username: 'ivan', name: 'Ivan', description: 'Can invite people.', flags: { canInvite: true }, follows: ['alice', 'yuki@remote.example'], chattiness: 2 },
  { username: 'judy', name: 'Judy', description: 'Local-only poster (blockPostNotLocal).', flags: { blockPostNotLocal: true, isCat: true }, activeMinutesAgo: 15, follows: ['carol'], chattiness: 2 },
  { username: 'newsbot', name: 'News Bot', description: 'Automated headlines. #bot', flags: { isBot: true }, activeMinutesAgo: 1, follows: [], chattiness: 2 },
  { username: 'zoe', host: 'remote.example', name: 'Zoe :wave:', description: 'Hello from another server.', follows: ['alice'], chattiness: 3 },
  { username: 'yuki', host: 'remote.example', name: 'ゆき', description: '雪が好きです。', flags: { isCat: true }, follows: ['alice', 'ivan'], chattiness: 2 },
  { username: 'xavier', host: 'social.example', name: 'Xavier', description: 'Mastodon user.', follows: ['grace'], chattiness: 2 },
  { username: 'walt', host: 'social.example', name: 'Walt', description: 'Lurker.', flags: { isBot: true }, follows: [], chattiness: 1 },
];

export const SEED_REMOTE_INSTANCES: readonly RemoteInstanceInfo[] = [
  { host: 'remote.example', name: 'Remote Example', softwareName: 'misskey', softwareVersion: '13.14.2', themeColor: '#ff6699' },
  { host: 'social.example', name: 'Social Example', softwareName: 'mastodon', softwareVersion: '4.1.4', themeColor: '#6364ff' },
];

export const SEED_PASSWORD = 'password';

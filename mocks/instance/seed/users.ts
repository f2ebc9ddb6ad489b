/** The seeded people. Tests rely on alice … judy, newsbot and the four remote users; the crowd fills the archive. */
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
  /**
   * Part of the crowd (seed/archive.ts): posts only in the months before the last week, so the
   * original users' recent week stays exactly as it was.
   */
  crowd?: boolean;
  /** Users who follow this one (crowd users are followed by carol and others). */
  followedBy?: string[];
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
  // The crowd: twenty more people (ten local, ten on five other servers) who fill the archive.
  ...crowd([
    ['kate', null, 'Kate', 'Knits, bakes, posts about both. #food', { isCat: true }, ['alice', 'carol'], ['carol', 'alice'], 5],
    ['leo', null, 'Leo', 'Frontend developer. Opinions about CSS. #coding', {}, ['carol', 'kate'], ['carol', 'bob'], 5],
    ['mallory', null, 'Mallory', 'Asks too many questions.', {}, ['leo'], ['carol'], 3],
    ['nina', null, 'Nina 📷', 'Photos of the harbour every morning. #photography', {}, ['grace', 'kate'], ['carol', 'grace'], 5],
    ['oscar', null, 'Oscar', 'Runs the local book club.', {}, ['nina'], ['carol'], 4],
    ['peggy', null, 'Peggy', 'Music, mostly jazz. #music', {}, ['oscar', 'leo'], ['carol'], 4],
    ['quinn', null, 'Quinn', 'Weekend hiker, weekday debugger.', {}, ['peggy'], ['carol'], 4],
    ['rupert', null, 'Rupert', 'Posts rarely, replies often.', {}, ['kate', 'alice'], ['carol'], 3],
    ['sybil', null, 'Sybil', 'Librarian. Recommends books whether you ask or not.', {}, ['oscar'], ['carol'], 4],
    ['trent', null, 'Trent', 'Security person. Rotate your tokens.', {}, ['bob'], ['carol'], 3],
    ['uma', 'remote.example', 'Uma', 'Another regular from remote.example.', {}, ['kate'], ['carol'], 4],
    ['victor', 'remote.example', 'Victor', 'Cat photos, mostly. #cats', { isCat: true }, ['nina'], ['carol'], 3],
    ['wendy', 'social.example', 'Wendy', 'Mastodon since 2017.', {}, ['leo'], ['carol'], 4],
    ['xena', 'social.example', 'Xena', 'Writes long threads.', {}, [], ['carol'], 3],
    ['yara', 'fedi.example', 'Yara', 'On a Firefish server.', {}, ['peggy'], ['carol'], 4],
    ['zack', 'fedi.example', 'Zack', 'Reposts news. #fediverse', { isBot: true }, [], [], 2],
    ['abby', 'pleroma.example', 'Abby', 'Pleroma admin, small server.', {}, ['quinn'], ['carol'], 3],
    ['ben', 'pleroma.example', 'Ben', 'Lurks, then posts five times in a row.', {}, [], [], 2],
    ['chen', 'old.example', 'Chen', 'Still on Misskey 12.', {}, ['sybil'], ['carol'], 3],
    ['dora', 'old.example', 'Dora', 'Draws things. #art', {}, ['nina'], [], 2],
  ]),
];

type CrowdRow = [string, string | null, string, string, SeedUserSpec['flags'], string[], string[], number];

function crowd(rows: CrowdRow[]): SeedUserSpec[] {
  return rows.map(([username, host, name, description, flags, follows, followedBy, chattiness], i) => ({
    username,
    ...(host ? { host } : {}),
    name,
    description,
    flags: flags ?? {},
    ...(host ? {} : { activeMinutesAgo: 60 * (i + 1) }),
    follows,
    followedBy,
    chattiness,
    crowd: true,
  }));
}

export const SEED_REMOTE_INSTANCES: readonly RemoteInstanceInfo[] = [
  { host: 'remote.example', name: 'Remote Example', softwareName: 'misskey', softwareVersion: '13.14.2', themeColor: '#ff6699' },
  { host: 'social.example', name: 'Social Example', softwareName: 'mastodon', softwareVersion: '4.1.4', themeColor: '#6364ff' },
  { host: 'fedi.example', name: 'Fedi Example', softwareName: 'firefish', softwareVersion: '1.0.4-beta', themeColor: '#31748f' },
  { host: 'pleroma.example', name: 'Pleroma Example', softwareName: 'pleroma', softwareVersion: '2.5.2', themeColor: null },
  { host: 'old.example', name: 'Old Example', softwareName: 'misskey', softwareVersion: '12.119.2', themeColor: '#86b300' },
];

export const SEED_PASSWORD = 'password';

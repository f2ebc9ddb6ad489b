/**
 * Showcase content for the client's harder cases: references, CC, long and many-line notes, sensitive and
 * many images, video, audio, link previews of each kind, MFM effects, polls (open / multiple / expired),
 * chats (1:1 and group), a pending group invitation, pages and gallery posts.
 *
 * Notes are scenarios at fixed positions among the seeded notes (see scenarios.ts); everything is
 * named in state.seeded (GET /__mock/seeded), keys listed in SHOWCASE_KEYS.
 */
import type { CreateNoteInput } from '../actions/create-note';
import { storeFile } from '../actions/drive';
import { createGroup, inviteToGroup } from '../actions/groups';
import { sendMessage } from '../actions/messaging';
import { markClosedPollsEnded } from '../actions/polls';
import { insertGalleryPost, insertPage } from '../actions/pages';
import type { InstanceContext } from '../context';
import type { DriveFileRecord, NoteRecord, UserRecord } from '../types';
import { createSeedFile } from './files';
import type { SeedNotesEnv } from './notes';
import type { Scenario } from './scenarios';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Pages, gallery posts and groups are created at fixed dates, so their ids are the same on every run. */
const EPOCH = Date.UTC(2023, 4, 20);

export const SHOWCASE_TEXTS = {
  long:
    'Long note (over 500 characters, so the client collapses it): ' +
    'The mock instance keeps everything in memory, which makes it fast to reset between tests and easy to reason about. '.repeat(5) +
    'This sentence is here only to push the length further past the threshold. The end.',
  manyLines: ['Many lines (collapses at over 9):', ...Array.from({ length: 11 }, (_, i) => `line ${i + 2}`)].join('\n'),
  sensitiveImage: 'A sensitive image (click to show) #nsfw',
  manyImages: 'Five photos from the weekend 📷',
  video: 'A short video clip',
  audio: 'Listen to this tone 🎵',
  linkPlain: 'Worth reading: https://example.com/article',
  linkSteam: 'On sale right now: https://store.example/app/123450/Cat_Island_Adventure',
  linkShop: 'Bought a new bed for the cat: https://shop.example/dp/B0MOCKCAT1',
  mfm: [
    'MFM showcase: $[tada Tada!] $[x2 Big] $[spin.speed=2s Spinning] $[fg.color=f00 Red text] $[border.style=dashed Dashed border]',
    'Inline math \\(a^2 + b^2 = c^2\\) and a block:',
    '\\[\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}\\]',
    '```js',
    "const greeting = 'hello from the mock';",
    'console.log(greeting);',
    '```',
    'misskey mock Search',
    '<center>Centered text</center>',
    '<small>Small print</small>',
    '> A quoted line',
    ':blobcat: #mfm',
  ].join('\n'),
  openPoll: 'Open poll: what should the mock seed next? (carol has not voted)',
  multiplePoll: 'Multiple choice: which timelines do you use?',
  expiredPoll: 'Expired poll: best season?',
  cc: '@carol Planning the meetup, CC alice and dave 📅',
  references: 'A note with two references attached',
} as const;

/** state.seeded keys added here. */
export const SHOWCASE_KEYS = {
  notes: {
    long: 'note.long',
    manyLines: 'note.manyLines',
    sensitiveImage: 'note.sensitiveImage',
    manyImages: 'note.manyImages',
    video: 'note.video',
    audio: 'note.audio',
    linkPlain: 'note.linkPlain',
    linkSteam: 'note.linkSteam',
    linkShop: 'note.linkShop',
    mfm: 'note.mfm',
    openPoll: 'note.openPoll',
    multiplePoll: 'note.multiplePoll',
    expiredPoll: 'note.expiredPoll',
    cc: 'note.cc',
    references: 'note.references',
  } satisfies Record<keyof typeof SHOWCASE_TEXTS, string>,
  groupFriends: 'group.friends',
  groupBookClub: 'group.bookClub',
  invitationCarol: 'invitation.carolBookClub',
  messageLatestCarolAlice: 'message.carolAliceLatest',
  pageWelcome: 'page.welcome',
  pageRules: 'page.rules',
  galleryCats: 'gallery.cats',
  gallerySensitive: 'gallery.sensitive',
} as const;

function byText(created: NoteRecord[], text: string): string {
  const note = [...created].reverse().find((n) => n.text === text);
  if (!note) throw new Error(`showcase note missing: ${text.slice(0, 30)}`);
  return note.id;
}

function seedMedia(ctx: InstanceContext, user: UserRecord, at: number, name: string, type: string, size: number, dims: [number, number] | null): DriveFileRecord {
  return storeFile(ctx, user, { name, type, size, width: dims?.[0] ?? null, height: dims?.[1] ?? null, at, silent: true });
}

/** Scenarios for positions 60–74 from the newest seeded note (older positions first in time). */
export function showcaseScenarios(env: SeedNotesEnv): Record<number, Scenario> {
  const id = (acct: string) => env.byName(acct).id;
  const t = SHOWCASE_TEXTS;
  const images = (acct: string, at: number, count: number) =>
    Array.from({ length: count }, () => createSeedFile(env.ctx, env.prng, id(acct), at - MINUTE));
  return {
    74: { author: 'alice', build: (at) => ({ at, text: t.long }) },
    73: { author: 'bob', build: (at) => ({ at, text: t.manyLines }) },
    72: {
      author: 'grace',
      build: (at) => {
        const [file] = images('grace', at, 1);
        if (file) file.isSensitive = true;
        return { at, text: t.sensitiveImage, fileIds: file ? [file.id] : [] };
      },
    },
    71: { author: 'grace', build: (at) => ({ at, text: t.manyImages, fileIds: images('grace', at, 5).map((f) => f.id) }) },
    70: {
      author: 'alice',
      build: (at) => ({ at, text: t.video, fileIds: [seedMedia(env.ctx, env.byName('alice'), at - MINUTE, 'clip.mp4', 'video/mp4', 480_000, [640, 360]).id] }),
    },
    69: {
      author: 'bob',
      build: (at) => ({ at, text: t.audio, fileIds: [seedMedia(env.ctx, env.byName('bob'), at - MINUTE, 'tone.wav', 'audio/wav', 320_044, null).id] }),
    },
    68: { author: 'carol', build: (at) => ({ at, text: t.linkPlain }) },
    67: { author: 'alice', build: (at) => ({ at, text: t.linkSteam }) },
    66: { author: 'bob', build: (at) => ({ at, text: t.linkShop }) },
    65: { author: 'alice', reactions: 3, build: (at) => ({ at, text: t.mfm }) },
    64: {
      author: 'alice',
      build: (at) => ({ at, text: t.openPoll, poll: { choices: ['Chats', 'Pages', 'More polls'], multiple: false, expiresAt: env.ctx.now() + 2 * DAY } }),
    },
    63: {
      author: 'bob',
      build: (at) => ({ at, text: t.multiplePoll, poll: { choices: ['Home', 'Local', 'Social', 'Global'], multiple: true, expiresAt: null } }),
    },
    62: {
      author: 'carol',
      build: (at) => ({ at, text: t.expiredPoll, poll: { choices: ['Spring', 'Summer', 'Autumn', 'Winter'], multiple: false, expiresAt: at + 30 * MINUTE } }),
    },
    61: {
      author: 'bob',
      build: (at): CreateNoteInput => ({ at, visibility: 'specified', visibleUserIds: [id('carol')], ccUserIds: [id('alice'), id('dave')], text: t.cc }),
    },
    60: { author: 'alice', build: (at, created) => ({ at, text: t.references, referenceIds: [byText(created, t.long), byText(created, t.mfm)] }) },
  };
}

function seedNoteNames(ctx: InstanceContext): void {
  const state = ctx.state;
  for (const [name, key] of Object.entries(SHOWCASE_KEYS.notes)) {
    const text = SHOWCASE_TEXTS[name as keyof typeof SHOWCASE_TEXTS];
    const note = [...state.notes.values()].find((n) => n.text === text);
    if (note) state.seeded[key] = note.id;
  }
  // The open poll waits for carol's vote.
  const open = state.notes.get(state.seeded[SHOWCASE_KEYS.notes.openPoll] ?? '');
  const carol = [...state.users.values()].find((u) => u.username === 'carol' && u.host == null);
  if (open?.poll && carol) delete open.poll.votes[carol.id];
}

function seedChats(ctx: InstanceContext, byName: (acct: string) => UserRecord): void {
  const state = ctx.state;
  const now = ctx.now();
  const [alice, bob, carol, dave] = ['alice', 'bob', 'carol', 'dave'].map(byName) as [UserRecord, UserRecord, UserRecord, UserRecord];

  const friends = createGroup(ctx, alice, 'Mock friends', EPOCH);
  friends.userIds.push(carol.id, bob.id);
  const bookClub = createGroup(ctx, bob, 'Book club', EPOCH + HOUR);
  bookClub.userIds.push(dave.id);
  state.seeded[SHOWCASE_KEYS.groupFriends] = friends.id;
  state.seeded[SHOWCASE_KEYS.groupBookClub] = bookClub.id;

  // Chronological, so message ids follow time: 1:1 first, then the group, then the invitation.
  const dm: Array<[UserRecord, UserRecord, string, number, boolean]> = [
    [carol, alice, 'Hi alice! Is the mock instance up?', 150, true],
    [alice, carol, 'Hi carol, yes, and it even has chats now.', 145, true],
    [carol, alice, 'Nice. Can I send files too?', 140, true],
    [alice, carol, 'Sure, attach one from your drive.', 130, true],
    [alice, carol, 'By the way, did you see the new poll?', 25, false],
    [alice, carol, 'Vote before it closes! 🗳️', 24, false],
  ];
  let latest = '';
  for (const [from, to, text, minutesAgo, isRead] of dm) {
    latest = sendMessage(ctx, from, { recipient: to, text, at: now - minutesAgo * MINUTE, isRead, silent: true }).id;
  }
  state.seeded[SHOWCASE_KEYS.messageLatestCarolAlice] = latest;

  const group: Array<[UserRecord, string, number, UserRecord[]]> = [
    [alice, 'Welcome to the group chat 👋', 120, [alice, bob, carol]],
    [bob, 'Thanks for the invite!', 110, [alice, bob, carol]],
    [carol, 'Hello everyone', 100, [alice, bob, carol]],
    [bob, 'Meetup on Saturday?', 20, [bob]],
  ];
  for (const [from, text, minutesAgo, readBy] of group) {
    const m = sendMessage(ctx, from, { group: friends, text, at: now - minutesAgo * MINUTE, silent: true });
    m.reads = readBy.filter((u) => u.id !== from.id).map((u) => u.id);
  }
  const invitation = inviteToGroup(ctx, bookClub, bob, carol, now - 30 * MINUTE);
  state.seeded[SHOWCASE_KEYS.invitationCarol] = invitation.id;
}

function seedPagesAndGallery(ctx: InstanceContext, byName: (acct: string) => UserRecord): void {
  const state = ctx.state;
  const alice = byName('alice');
  const bob = byName('bob');
  const grace = byName('grace');
  // Files are stamped just after the newest seeded note, so file ids keep following time.
  const fileAt = ctx.now() - 14 * MINUTE;
  const cover = seedMedia(ctx, alice, fileAt, 'page-cover.png', 'image/png', 90_000, [1200, 600]);
  const welcomeNote = alice.pinnedNoteIds[0] ?? [...state.notes.values()].find((n) => n.userId === alice.id)?.id ?? null;
  const welcome = insertPage(ctx, alice, {
    title: 'Welcome to the mock instance',
    name: 'welcome',
    summary: 'What is here and how to find it.',
    eyeCatchingImageId: cover.id,
    content: [
      { id: 'b1', type: 'text', text: 'This page is seeded by the mock. It has **MFM** in text blocks, a section and an image.' },
      {
        id: 'b2',
        type: 'section',
        title: 'Things to try',
        children: [
          { id: 'b3', type: 'text', text: 'Open the chats, vote in the open poll, or look at the link previews.' },
          { id: 'b4', type: 'image', fileId: cover.id },
        ],
      },
      ...(welcomeNote ? [{ id: 'b5', type: 'note', note: welcomeNote, detailed: false }] : []),
    ],
    variables: [],
    script: '',
  }, EPOCH + 3 * HOUR);
  const rules = insertPage(ctx, bob, {
    title: 'House rules',
    name: 'rules',
    summary: null,
    content: [{ id: 'r1', type: 'text', text: '1. Be kind.\n2. Nothing here is real.\n3. Reset often.' }],
    variables: [],
    script: '',
    font: 'serif',
    alignCenter: true,
  }, EPOCH + 4 * HOUR);
  welcome.likedUserIds.push(bob.id, byName('carol').id);
  rules.likedUserIds.push(alice.id);
  state.seeded[SHOWCASE_KEYS.pageWelcome] = welcome.id;
  state.seeded[SHOWCASE_KEYS.pageRules] = rules.id;

  const photo = (i: number, dims: [number, number]) => seedMedia(ctx, grace, fileAt + i * 1000, `gallery-${i}.png`, 'image/png', 120_000, dims);
  const cats = insertGalleryPost(ctx, grace, { title: 'Cats of the mock', description: 'Three gradients that look a bit like cats.', fileIds: [photo(1, [800, 800]).id, photo(2, [640, 400]).id, photo(3, [400, 640]).id] }, EPOCH + 9 * HOUR);
  const sensitive = insertGalleryPost(ctx, grace, { title: 'Sensitive study', description: null, fileIds: [photo(4, [600, 900]).id], isSensitive: true }, EPOCH + 10 * HOUR);
  cats.likedUserIds.push(alice.id, bob.id, byName('carol').id);
  sensitive.likedUserIds.push(alice.id);
  state.seeded[SHOWCASE_KEYS.galleryCats] = cats.id;
  state.seeded[SHOWCASE_KEYS.gallerySensitive] = sensitive.id;
}

/** Runs after seedNotes: names the showcase notes, then adds chats, groups, pages and gallery posts. */
export function seedShowcase(ctx: InstanceContext, byName: (acct: string) => UserRecord): void {
  seedNoteNames(ctx);
  markClosedPollsEnded(ctx);
  seedPagesAndGallery(ctx, byName);
  seedChats(ctx, byName);
}

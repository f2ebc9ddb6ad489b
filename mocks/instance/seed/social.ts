/**
 * Seeded lists, antennas, clips, favorites, channels (with notes), announcements and a follow request.
 * Lists, antennas, clips, channels and announcements are created at fixed dates, so their ids are the
 * same on every run; everything is also named in state.seeded (GET /__mock/seeded).
 */
import { addAnnouncement } from '../actions/announcements';
import { createNote } from '../actions/create-note';
import { antennaMatches } from '../antennas';
import { followOrRequest } from '../actions/follow-request';
import { CHANNEL_LOCAL_ONLY_MARKER, CHANNEL_REQUIRE_FILENAME_MARKER } from '../channels';
import { localHostOf, type InstanceContext } from '../context';
import { notesNewestFirst } from '../state';
import type { NoteRecord, UserRecord } from '../types';
import type { AntennaRecord, ChannelRecord, ClipRecord, UserListRecord } from '../types-social';

const EPOCH = Date.UTC(2023, 4, 1);
const HOUR = 3_600_000;
const MINUTE = 60_000;

export const SEED_CHANNEL_NAMES = { lounge: 'Mock Lounge', localOnly: 'Local Only Corner', requireFileName: 'Photo Contest' } as const;

type ByName = (acct: string) => UserRecord;

function seedLists(ctx: InstanceContext, byName: ByName): void {
  const state = ctx.state;
  const specs: Array<[key: string, owner: string, name: string, members: string[], isPublic: boolean]> = [
    ['list.carolFriends', 'carol', 'Friends', ['alice', 'grace'], false],
    ['list.aliceRemote', 'alice', 'Remote friends', ['zoe@remote.example', 'yuki@remote.example'], true],
    ['list.bobStaff', 'bob', 'Staff', ['alice'], false],
  ];
  specs.forEach(([key, owner, name, members, isPublic], i) => {
    const at = EPOCH + i * HOUR;
    const list: UserListRecord = { id: state.socialIds.userList(at), createdAt: at, userId: byName(owner).id, name, isPublic, userIds: members.map((m) => byName(m).id) };
    state.userLists.set(list.id, list);
    state.seeded[key] = list.id;
  });
}

function seedAntennas(ctx: InstanceContext, byName: ByName): void {
  const state = ctx.state;
  const base = { listId: null, excludeKeywords: [], caseSensitive: false, withReplies: false, withFile: false, notify: false };
  const specs: Array<{ key: string; owner: string; name: string; src: AntennaRecord['src']; keywords: string[][]; users: string[] }> = [
    { key: 'antenna.carolMock', owner: 'carol', name: 'Mock mentions', src: 'all', keywords: [['mock']], users: [] },
    { key: 'antenna.aliceZoe', owner: 'alice', name: 'Zoe watch', src: 'users', keywords: [], users: ['@zoe@remote.example'] },
  ];
  specs.forEach((s, i) => {
    const at = EPOCH + 10 * HOUR + i * HOUR;
    const antenna: AntennaRecord = {
      id: state.socialIds.antenna(at), createdAt: at, userId: byName(s.owner).id, name: s.name, src: s.src,
      userListId: base.listId, keywords: s.keywords, excludeKeywords: base.excludeKeywords, users: s.users,
      caseSensitive: base.caseSensitive, withReplies: base.withReplies, withFile: base.withFile, notify: base.notify,
      isActive: true, noteIds: [], unreadNoteIds: [],
    };
    // Catch up on the notes seeded so far (already read); new ones arrive through actions/note-fanout.ts.
    const host = localHostOf(ctx);
    antenna.noteIds = [...notesNewestFirst(state)].reverse().filter((n) => antennaMatches(state, antenna, n, host)).map((n) => n.id);
    state.antennas.set(antenna.id, antenna);
    state.seeded[s.key] = antenna.id;
  });
}

function newestNote(ctx: InstanceContext, match: (n: NoteRecord) => boolean): NoteRecord | undefined {
  for (const n of notesNewestFirst(ctx.state)) if (match(n)) return n;
  return undefined;
}

function seedClipsAndFavorites(ctx: InstanceContext, byName: ByName): void {
  const state = ctx.state;
  const now = ctx.now();
  const publicBy = (acct: string, text?: string) => (n: NoteRecord) =>
    n.userId === byName(acct).id && n.visibility === 'public' && !n.localOnly && n.text != null && (text === undefined || n.text.includes(text));
  const welcome = newestNote(ctx, publicBy('alice', 'Welcome to the **mock** instance'));
  const photo = newestNote(ctx, publicBy('grace', 'image attachment'));
  const remote = newestNote(ctx, publicBy('zoe@remote.example', 'Hello from remote.example'));
  const poll = newestNote(ctx, (n) => n.poll != null && n.visibility === 'public' && n.userId === byName('alice').id);
  const specs: Array<[key: string, owner: string, name: string, description: string | null, isPublic: boolean, notes: Array<NoteRecord | undefined>]> = [
    ['clip.carolBest', 'carol', 'Best of the week', 'Notes worth keeping.', true, [welcome, photo, remote]],
    ['clip.alicePrivate', 'alice', 'Private stash', null, false, [photo]],
  ];
  let t = now - 50 * MINUTE;
  specs.forEach(([key, owner, name, description, isPublic, notes], i) => {
    const at = EPOCH + 20 * HOUR + i * HOUR;
    const clip: ClipRecord = { id: state.socialIds.clip(at), createdAt: at, userId: byName(owner).id, name, description, isPublic, lastClippedAt: null, notes: [] };
    for (const note of notes) {
      if (!note) continue;
      clip.notes.push({ id: state.socialIds.clipNote(t), createdAt: t, noteId: note.id });
      clip.lastClippedAt = t;
      t += MINUTE;
    }
    state.clips.set(clip.id, clip);
    state.seeded[key] = clip.id;
  });
  const favorites: Array<[string, NoteRecord | undefined]> = [['carol', welcome], ['carol', poll], ['alice', photo]];
  for (const [username, note] of favorites) {
    if (!note) continue;
    state.favorites.push({ id: state.socialIds.favorite(t), createdAt: t, userId: byName(username).id, noteId: note.id });
    t += MINUTE;
  }
}

function seedChannels(ctx: InstanceContext, byName: ByName): void {
  const state = ctx.state;
  const specs: Array<{ key: string; owner: string; name: string; description: string; color: string; followers: string[] }> = [
    { key: 'channel.lounge', owner: 'alice', name: SEED_CHANNEL_NAMES.lounge, description: 'General chat about the mock instance. Be nice!', color: '#86b300', followers: ['carol', 'alice', 'bob'] },
    { key: 'channel.localOnly', owner: 'bob', name: SEED_CHANNEL_NAMES.localOnly, description: `Only for people on this server. ${CHANNEL_LOCAL_ONLY_MARKER}`, color: '#3c9ee5', followers: ['carol', 'bob'] },
    { key: 'channel.requireFileName', owner: 'grace', name: SEED_CHANNEL_NAMES.requireFileName, description: `Share your best photo; every file needs a name. ${CHANNEL_REQUIRE_FILENAME_MARKER}`, color: '#e5a33c', followers: ['grace', 'alice'] },
  ];
  const channels: ChannelRecord[] = [];
  specs.forEach((s, i) => {
    const at = EPOCH + 30 * HOUR + i * HOUR;
    const channel: ChannelRecord = {
      id: state.socialIds.channel(at), createdAt: at, userId: byName(s.owner).id, name: s.name, description: s.description, bannerId: null,
      color: s.color, isArchived: false, isSensitive: false, allowRenoteToExternal: true, pinnedNoteIds: [], lastNotedAt: null,
    };
    state.channels.set(channel.id, channel);
    state.seeded[s.key] = channel.id;
    channels.push(channel);
    s.followers.forEach((f, j) => {
      const followAt = at + (j + 1) * MINUTE;
      state.channelFollows.push({ id: state.socialIds.channelFollow(followAt), createdAt: followAt, userId: byName(f).id, channelId: channel.id, unreadNoteIds: [] });
    });
  });
  state.channelFollows.sort((a, b) => (a.id < b.id ? -1 : 1));
  const [lounge, corner, contest] = channels as [ChannelRecord, ChannelRecord, ChannelRecord];
  // The newest seeded notes: the rest of the seed ends 15 minutes before "now". Tags here make the trend list.
  const posts: Array<[ChannelRecord, string, string]> = [
    [lounge, 'alice', 'Welcome to the lounge! Say hi 👋 #mock'],
    [lounge, 'bob', 'Moderator here. Keep it friendly. #mock #misskey'],
    [corner, 'bob', 'This corner stays on this server. #misskey'],
    [contest, 'grace', 'Photo contest is open! #photography #caturday'],
    [lounge, 'grace', 'The mock instance feels alive today #mock #caturday'],
    [corner, 'judy', 'Local-only chatter from judy #misskey'],
    [contest, 'ivan', 'Entering with a sunset shot #photography'],
    [lounge, 'carol', 'Hi everyone, carol here #mock'],
  ];
  const now = ctx.now();
  posts.forEach(([channel, author, text], i) => {
    const note = createNote(ctx, byName(author), { text, channelId: channel.id, at: now - (14 - i) * MINUTE });
    if (i === 0) channel.pinnedNoteIds = [note.id];
  });
}

function seedAnnouncements(ctx: InstanceContext, byName: ByName): void {
  const state = ctx.state;
  const locals = [...state.users.values()].filter((u) => u.host == null).map((u) => u.id);
  const carol = byName('carol').id;
  const specs: Array<[key: string, title: string, text: string, readByAll: boolean]> = [
    ['announcement.welcome', 'Welcome to the mock instance', 'Everything here is simulated. Have fun!', true],
    ['announcement.maintenance', 'Scheduled maintenance', 'The mock never goes down, but this is what a maintenance notice looks like.', true],
    ['announcement.new', 'New: channels and antennas', 'Channels, antennas, lists and clips are now available. (Unread for carol.)', false],
  ];
  specs.forEach(([key, title, text, readByAll], i) => {
    const a = addAnnouncement(ctx, { title, text, at: EPOCH + 40 * HOUR + i * 24 * HOUR });
    a.readBy = readByAll ? [...locals] : locals.filter((id) => id !== carol);
    state.seeded[key] = a.id;
  });
}

export function seedSocial(ctx: InstanceContext, byName: ByName): void {
  seedLists(ctx, byName);
  seedAntennas(ctx, byName);
  seedClipsAndFavorites(ctx, byName);
  seedChannels(ctx, byName);
  seedAnnouncements(ctx, byName);
  const request = followOrRequest(ctx, byName('ivan'), byName('heidi'), ctx.now() - 3 * HOUR);
  if (request !== 'requested') throw new Error('seed: ivan should have asked to follow heidi');
}

import { userIdOfExtraToken } from './auth/state';
import { createIdGenerator, type IdGenerator } from './id';
import { defaultKnobs, type MockKnobs } from './knobs';
import { createSocialState, type SocialState } from './social-state';
import type {
  DriveFileRecord,
  DriveFolderRecord,
  GalleryPostRecord,
  GroupInvitationRecord,
  MessagingMessageRecord,
  PageRecord,
  UserGroupRecord,
  EmojiRecord,
  MetaConfig,
  NoteRecord,
  NotificationRecord,
  RegistryItem,
  RemoteInstanceInfo,
  UserRecord,
} from './types';

/** Follow requests, mutes, blocks, lists, antennas, clips, favorites, channels, announcements: see social-state.ts. */
export interface MockState extends SocialState {
  users: Map<string, UserRecord>;
  notes: Map<string, NoteRecord>;
  /** Note ids in ascending (chronological) order. */
  noteOrder: string[];
  files: Map<string, DriveFileRecord>;
  /** Ascending by id. */
  notifications: NotificationRecord[];
  emojis: EmojiRecord[];
  /** Follow edges keyed "followerId>followeeId". */
  follows: Map<string, { id: string; createdAt: number }>;
  /** Registry items per user id. */
  registry: Map<string, RegistryItem[]>;
  meta: MetaConfig;
  remoteInstances: Map<string, RemoteInstanceInfo>;
  driveFolders: Map<string, DriveFolderRecord>;
  /** Ascending by id. */
  messages: MessagingMessageRecord[];
  groups: Map<string, UserGroupRecord>;
  groupInvitations: Map<string, GroupInvitationRecord>;
  pages: Map<string, PageRecord>;
  galleryPosts: Map<string, GalleryPostRecord>;
  /** Upload limits, delays and fault rules (control API). */
  knobs: MockKnobs;
  /** Named ids of seeded showcase items (GET /__mock/seeded). */
  seeded: Record<string, string>;
  ids: Record<'user' | 'note' | 'file' | 'notification' | 'reaction' | 'emoji' | 'follow' | 'folder' | 'message' | 'group' | 'invitation' | 'page' | 'gallery', IdGenerator>;
}

export function defaultMeta(): MetaConfig {
  return {
    name: 'Mock Instance',
    description: 'An in-memory Misskey-compatible instance for local development and tests.',
    maintainerName: 'alice',
    maintainerEmail: null,
    maxNoteTextLength: 1000,
    enableGuestTimeline: true,
    disableRegistration: true,
    themeColor: '#86b300',
    ltlAvailable: true,
    gtlAvailable: true,
    canSearchNotes: true,
  };
}

export function createEmptyState(): MockState {
  return {
    users: new Map(),
    notes: new Map(),
    noteOrder: [],
    files: new Map(),
    notifications: [],
    emojis: [],
    follows: new Map(),
    registry: new Map(),
    ...createSocialState(),
    meta: defaultMeta(),
    remoteInstances: new Map(),
    driveFolders: new Map(),
    messages: [],
    groups: new Map(),
    groupInvitations: new Map(),
    pages: new Map(),
    galleryPosts: new Map(),
    knobs: defaultKnobs(),
    seeded: {},
    ids: {
      user: createIdGenerator(),
      note: createIdGenerator(),
      file: createIdGenerator(),
      notification: createIdGenerator(),
      reaction: createIdGenerator(),
      emoji: createIdGenerator(),
      follow: createIdGenerator(),
      folder: createIdGenerator(),
      message: createIdGenerator(),
      group: createIdGenerator(),
      invitation: createIdGenerator(),
      page: createIdGenerator(),
      gallery: createIdGenerator(),
    },
  };
}

export function isFollowing(state: MockState, followerId: string, followeeId: string): boolean {
  return state.follows.has(`${followerId}>${followeeId}`);
}

export function followeeIds(state: MockState, userId: string): string[] {
  const out: string[] = [];
  for (const edge of state.follows.keys()) {
    const [a, b] = edge.split('>');
    if (a === userId && b) out.push(b);
  }
  return out;
}

export function followerIds(state: MockState, userId: string): string[] {
  const out: string[] = [];
  for (const edge of state.follows.keys()) {
    const [a, b] = edge.split('>');
    if (b === userId && a) out.push(a);
  }
  return out;
}

export function findUserByToken(state: MockState, token: string): UserRecord | undefined {
  for (const user of state.users.values()) if (user.token != null && user.token === token) return user;
  // MiAuth and app tokens (endpoints/auth.ts) act for their user.
  const extra = userIdOfExtraToken(state, token);
  return extra ? state.users.get(extra) : undefined;
}

export function findUserByAcct(state: MockState, username: string, host: string | null): UserRecord | undefined {
  const u = username.toLowerCase();
  const h = host?.toLowerCase() ?? null;
  for (const user of state.users.values()) {
    if (user.username.toLowerCase() === u && (user.host?.toLowerCase() ?? null) === h) return user;
  }
  return undefined;
}

/** Notes newest first. */
export function* notesNewestFirst(state: MockState): Generator<NoteRecord> {
  for (let i = state.noteOrder.length - 1; i >= 0; i--) {
    const note = state.notes.get(state.noteOrder[i] as string);
    if (note) yield note;
  }
}

export function insertNote(state: MockState, note: NoteRecord): void {
  state.notes.set(note.id, note);
  const order = state.noteOrder;
  const last = order[order.length - 1];
  if (last === undefined || last < note.id) {
    order.push(note.id);
    return;
  }
  let i = order.length;
  while (i > 0 && (order[i - 1] as string) > note.id) i--;
  order.splice(i, 0, note.id);
}

export function removeNoteRecord(state: MockState, noteId: string): void {
  state.notes.delete(noteId);
  const i = state.noteOrder.indexOf(noteId);
  if (i >= 0) state.noteOrder.splice(i, 1);
}

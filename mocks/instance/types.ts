/** Records held in the mock instance's in-memory state (not wire shapes; see pack/). */

export type Visibility = 'public' | 'home' | 'followers' | 'specified';
export const VISIBILITIES: readonly Visibility[] = ['public', 'home', 'followers', 'specified'];

export interface UserRecord {
  id: string;
  username: string;
  /** null for local users. */
  host: string | null;
  name: string | null;
  description: string | null;
  /** Plain text; the mock is not a security boundary. */
  password: string;
  /** Native token (local users only). */
  token: string | null;
  createdAt: number;
  updatedAt: number | null;
  lastActiveDate: number | null;
  hideOnlineStatus: boolean;
  isAdmin: boolean;
  isModerator: boolean;
  isBot: boolean;
  isCat: boolean;
  isLocked: boolean;
  isExplorable: boolean;
  isSilenced: boolean;
  isMiniSilenced: boolean;
  isSuspended: boolean;
  blockPostPublic: boolean;
  blockPostHome: boolean;
  blockPostNotLocal: boolean;
  canInvite: boolean;
  patron: boolean;
  location: string | null;
  birthday: string | null;
  lang: string | null;
  fields: Array<{ name: string; value: string }>;
  pinnedNoteIds: string[];
  /** Colours used for the generated identicon/banner. */
  hue: number;
  /** Drive files chosen with i/update (absent = generated identicon / no banner). */
  avatarFileId?: string | null;
  bannerFileId?: string | null;
}

export interface DriveFileRecord {
  id: string;
  userId: string;
  createdAt: number;
  name: string;
  type: string;
  md5: string;
  size: number;
  isSensitive: boolean;
  blurhash: string | null;
  width: number | null;
  height: number | null;
  comment: string | null;
  /** Uploaded bytes; absent for seeded files, which are rendered on request. */
  data?: Uint8Array;
  /** Two hues for generated images. */
  hues?: [number, number];
  /** Drive folder (absent/null = root). */
  folderId?: string | null;
}

export interface PollRecord {
  choices: string[];
  multiple: boolean;
  expiresAt: number | null;
  /** userId -> chosen indexes */
  votes: Record<string, number[]>;
  /** Set once `pollEnded` notifications went out. */
  ended?: boolean;
}

export interface ReactionRecord {
  id: string;
  userId: string;
  /** Stored form: unicode emoji, ':name@.:' (local custom) or ':name@host:' (remote custom). */
  reaction: string;
  createdAt: number;
}

export interface NoteRecord {
  id: string;
  createdAt: number;
  userId: string;
  text: string | null;
  cw: string | null;
  visibility: Visibility;
  localOnly: boolean;
  replyId: string | null;
  renoteId: string | null;
  channelId: string | null;
  fileIds: string[];
  poll: PollRecord | null;
  visibleUserIds: string[];
  ccUserIds: string[];
  referenceIds: string[];
  /** User ids mentioned in the text. */
  mentions: string[];
  tags: string[];
  /** Custom emoji names used in text/cw. */
  emojis: string[];
  reactions: ReactionRecord[];
  renoteCount: number;
  repliesCount: number;
  /** Set by notes/update. */
  updatedAt?: number | null;
}

export type NotificationType =
  | 'follow'
  | 'mention'
  | 'reply'
  | 'renote'
  | 'quote'
  | 'reaction'
  | 'pollEnded'
  | 'receiveFollowRequest'
  | 'followRequestAccepted'
  | 'app'
  | 'pollVote'
  | 'groupInvited'
  | 'unreadAntenna'
  | 'achievementEarned';

export interface NotificationRecord {
  id: string;
  createdAt: number;
  notifieeId: string;
  type: NotificationType;
  notifierId: string | null;
  noteId: string | null;
  reaction: string | null;
  isRead: boolean;
  header?: string;
  body?: string;
  /** pollVote: the chosen index. */
  choice?: number;
  /** groupInvited: the invitation. */
  invitationId?: string;
  /** unreadAntenna: the antenna that caught the note. */
  antennaId?: string;
  /** achievementEarned: the achievement's name. */
  achievement?: string;
  /** app: the icon URL given (else the app's icon). */
  icon?: string;
}

export interface EmojiRecord {
  id: string;
  name: string;
  /** null = local */
  host: string | null;
  category: string | null;
  aliases: string[];
  license: string | null;
  createdAt: number;
  hue: number;
}

export interface RegistryItem {
  key: string;
  scope: string[];
  value: unknown;
  createdAt: number;
  updatedAt: number;
}

export interface MetaConfig {
  name: string;
  description: string;
  maintainerName: string;
  maintainerEmail: string | null;
  maxNoteTextLength: number;
  enableGuestTimeline: boolean;
  disableRegistration: boolean;
  themeColor: string | null;
  ltlAvailable: boolean;
  gtlAvailable: boolean;
  /** The base role's canSearchNotes (true here; a stock 13.14 server says false: notes/search answers UNAVAILABLE). */
  canSearchNotes: boolean;
}

export interface RemoteInstanceInfo {
  host: string;
  name: string;
  softwareName: string;
  softwareVersion: string;
  themeColor: string | null;
}

// --- Drive folders, messaging, user groups, pages, gallery (see endpoints/drive-folders, messaging, groups, pages, gallery) ---

export interface DriveFolderRecord {
  id: string;
  userId: string;
  createdAt: number;
  name: string;
  parentId: string | null;
}

export interface MessagingMessageRecord {
  id: string;
  createdAt: number;
  userId: string;
  /** Set for 1:1 messages. */
  recipientId: string | null;
  /** Set for group messages. */
  groupId: string | null;
  text: string | null;
  fileId: string | null;
  /** 1:1 messages: read by the recipient. */
  isRead: boolean;
  /** Group messages: members who read it. */
  reads: string[];
}

export interface UserGroupRecord {
  id: string;
  createdAt: number;
  name: string;
  ownerId: string;
  /** Members, owner included, in joining order. */
  userIds: string[];
}

export interface GroupInvitationRecord {
  id: string;
  createdAt: number;
  groupId: string;
  userId: string;
}

export interface PageRecord {
  id: string;
  createdAt: number;
  updatedAt: number;
  userId: string;
  title: string;
  name: string;
  summary: string | null;
  content: Array<Record<string, unknown>>;
  variables: Array<Record<string, unknown>>;
  script: string;
  eyeCatchingImageId: string | null;
  font: 'serif' | 'sans-serif';
  alignCenter: boolean;
  hideTitleWhenPinned: boolean;
  visibility: 'public' | 'private';
  likedUserIds: string[];
}

export interface GalleryPostRecord {
  id: string;
  createdAt: number;
  updatedAt: number;
  userId: string;
  title: string;
  description: string | null;
  fileIds: string[];
  isSensitive: boolean;
  tags: string[];
  likedUserIds: string[];
}

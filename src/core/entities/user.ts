import type { EmojiRefs } from './emoji';

export type OnlineStatus =
  | 'online' | 'half-online' | 'active' | 'half-active' | 'offline' | 'unknown'
  | 'half-sleeping' | 'sleeping' | 'deep-sleeping' | 'super-sleeping';

/** A user as the server sends it in lists (UserLite); every optional field may be absent. */
export interface UserLite {
  id: string;
  username: string;
  host: string | null;
  name?: string | null;
  avatarUrl?: string | null;
  avatarBlurhash?: string | null;
  isBot?: boolean;
  isCat?: boolean;
  onlineStatus?: OnlineStatus | string;
  emojis?: EmojiRefs;
  instance?: {
    name?: string | null;
    softwareName?: string | null;
    softwareVersion?: string | null;
    iconUrl?: string | null;
    faviconUrl?: string | null;
    themeColor?: string | null;
  };
  badges?: Array<{ key: string; emoji: string }>;
  /** Misskey 2023.11+: images drawn over the avatar; read through `avatarDecorationsOf`. */
  avatarDecorations?: unknown;
  [key: string]: unknown;
}

/** The fuller user object (`users/show`, `i`). */
export interface UserDetailed extends UserLite {
  createdAt?: string;
  description?: string | null;
  notesCount?: number;
  followingCount?: number;
  followersCount?: number;
  isFollowing?: boolean;
  isFollowed?: boolean;
  isLocked?: boolean;
  isSilenced?: boolean;
  isMiniSilenced?: boolean;
  isDeleted?: boolean;
  lastActiveDate?: string | null;
  bannerUrl?: string | null;
}

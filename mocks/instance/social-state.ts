/** The part of MockState that holds follow requests, mutes, blocks, lists, antennas, clips, favorites, channels and announcements. */
import { createIdGenerator, type IdGenerator } from './id';
import type {
  AnnouncementRecord,
  AntennaRecord,
  BlockingRecord,
  ChannelFollowRecord,
  ChannelRecord,
  ClipRecord,
  FavoriteRecord,
  FollowRequestRecord,
  MutingRecord,
  ThreadMutingRecord,
  UserListRecord,
} from './types-social';

export type SocialIdKind =
  | 'followRequest' | 'muting' | 'blocking' | 'userList' | 'antenna' | 'clip' | 'clipNote' | 'favorite'
  | 'threadMuting' | 'channel' | 'channelFollow' | 'announcement';

export interface SocialState {
  /** Keyed "followerId>followeeId". */
  followRequests: Map<string, FollowRequestRecord>;
  /** Keyed "muterId>muteeId". */
  mutings: Map<string, MutingRecord>;
  /** Keyed "blockerId>blockeeId". */
  blockings: Map<string, BlockingRecord>;
  userLists: Map<string, UserListRecord>;
  antennas: Map<string, AntennaRecord>;
  clips: Map<string, ClipRecord>;
  /** Ascending by id. */
  favorites: FavoriteRecord[];
  threadMutings: ThreadMutingRecord[];
  channels: Map<string, ChannelRecord>;
  /** Ascending by id. */
  channelFollows: ChannelFollowRecord[];
  /** Ascending by id. */
  announcements: AnnouncementRecord[];
  socialIds: Record<SocialIdKind, IdGenerator>;
}

const KINDS: readonly SocialIdKind[] = [
  'followRequest', 'muting', 'blocking', 'userList', 'antenna', 'clip', 'clipNote', 'favorite',
  'threadMuting', 'channel', 'channelFollow', 'announcement',
];

export function createSocialState(): SocialState {
  return {
    followRequests: new Map(),
    mutings: new Map(),
    blockings: new Map(),
    userLists: new Map(),
    antennas: new Map(),
    clips: new Map(),
    favorites: [],
    threadMutings: [],
    channels: new Map(),
    channelFollows: [],
    announcements: [],
    socialIds: Object.fromEntries(KINDS.map((k) => [k, createIdGenerator()])) as Record<SocialIdKind, IdGenerator>,
  };
}

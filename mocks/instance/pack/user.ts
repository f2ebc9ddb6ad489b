import { absoluteUrl, localHostOf, type InstanceContext } from '../context';
import { followerIds, followeeIds } from '../state';
import type { UserRecord } from '../types';
import { privateReactionUsers } from '../profile-privacy';
import { relationFlags } from '../relations';
import { meOnlyFields } from './me';
import { packNote } from './note';

const ONLINE_MS = 10 * 60 * 1000;
const ACTIVE_MS = 3 * 24 * 60 * 60 * 1000;

function onlineStatus(ctx: InstanceContext, user: UserRecord): string {
  if (user.host != null || user.hideOnlineStatus || user.lastActiveDate == null) return 'unknown';
  const elapsed = ctx.now() - user.lastActiveDate;
  if (elapsed < ONLINE_MS) return 'online';
  if (elapsed < ACTIVE_MS) return 'active';
  return 'offline';
}

export function avatarUrl(ctx: InstanceContext, user: UserRecord): string {
  if (user.avatarFileId && ctx.state.files.has(user.avatarFileId)) return absoluteUrl(ctx, `/files/${user.avatarFileId}`);
  return absoluteUrl(ctx, `/identicon/${user.username}@${user.host ?? localHostOf(ctx)}`);
}

/** Custom emoji used in a remote user's name, as name -> url (empty for local users, like the real server). */
function userEmojis(ctx: InstanceContext, user: UserRecord): Record<string, string> {
  if (user.host == null || !user.name) return {};
  const out: Record<string, string> = {};
  for (const m of user.name.matchAll(/:([a-z0-9_+-]+):/gi)) {
    const name = m[1] as string;
    if (ctx.state.emojis.some((e) => e.name === name && e.host === user.host)) {
      out[name] = absoluteUrl(ctx, `/emoji/${name}@${user.host}.webp`);
    }
  }
  return out;
}

export function packUserLite(ctx: InstanceContext, user: UserRecord): Record<string, unknown> {
  const remote = user.host != null ? ctx.state.remoteInstances.get(user.host) : undefined;
  return {
    id: user.id,
    name: user.name,
    username: user.username,
    host: user.host,
    avatarUrl: avatarUrl(ctx, user),
    avatarBlurhash: null,
    isBot: user.isBot,
    isCat: user.isCat,
    emojis: userEmojis(ctx, user),
    onlineStatus: onlineStatus(ctx, user),
    badgeRoles: [],
    ...(remote
      ? {
          instance: {
            name: remote.name,
            softwareName: remote.softwareName,
            softwareVersion: remote.softwareVersion,
            iconUrl: absoluteUrl(ctx, `/identicon/${remote.host}`),
            faviconUrl: absoluteUrl(ctx, `/identicon/${remote.host}`),
            themeColor: remote.themeColor,
          },
        }
      : {}),
  };
}

function notesCount(ctx: InstanceContext, user: UserRecord): number {
  let n = 0;
  for (const note of ctx.state.notes.values()) if (note.userId === user.id) n++;
  return n;
}

/** UserDetailed as users/show answers (relations when signed in, moderationNote for staff). */
export function packUserDetailed(ctx: InstanceContext, user: UserRecord, viewer: UserRecord | null): Record<string, unknown> {
  const state = ctx.state;
  const isMe = viewer?.id === user.id;
  const pinned = user.pinnedNoteIds.map((id) => state.notes.get(id)).filter((n) => n != null);
  return {
    ...packUserLite(ctx, user),
    url: user.host ? `https://${user.host}/@${user.username}` : null,
    uri: user.host ? `https://${user.host}/users/${user.id}` : null,
    movedTo: null,
    alsoKnownAs: null,
    createdAt: new Date(user.createdAt).toISOString(),
    updatedAt: user.updatedAt != null ? new Date(user.updatedAt).toISOString() : null,
    lastFetchedAt: user.host ? new Date(ctx.now() - 3_600_000).toISOString() : null,
    bannerUrl: user.bannerFileId && state.files.has(user.bannerFileId) ? absoluteUrl(ctx, `/files/${user.bannerFileId}`) : null,
    bannerBlurhash: null,
    isLocked: user.isLocked,
    isSilenced: user.isSilenced,
    isSuspended: user.isSuspended,
    description: user.description,
    location: user.location,
    birthday: user.birthday,
    lang: user.lang,
    fields: user.fields.map((f) => ({ ...f })),
    followersCount: followerIds(state, user.id).length,
    followingCount: followeeIds(state, user.id).length,
    notesCount: notesCount(ctx, user),
    pinnedNoteIds: pinned.map((n) => n.id),
    pinnedNotes: pinned.map((n) => packNote(ctx, n, viewer, { detail: true })),
    pinnedPageId: null,
    pinnedPage: null,
    publicReactions: !privateReactionUsers(state).has(user.id),
    ffVisibility: 'public',
    twoFactorEnabled: false,
    usePasswordLessLogin: false,
    securityKeys: false,
    roles: [],
    memo: null,
    // Spec extras (forked-server flags).
    isMiniSilenced: user.isMiniSilenced,
    blockPostPublic: user.blockPostPublic,
    blockPostHome: user.blockPostHome,
    blockPostNotLocal: user.blockPostNotLocal,
    canInvite: user.canInvite,
    patron: user.patron,
    lastActiveDate: user.lastActiveDate != null ? new Date(user.lastActiveDate).toISOString() : null,
    ...(viewer && (viewer.isAdmin || viewer.isModerator) ? { moderationNote: '' } : {}),
    ...(viewer && !isMe ? relationFlags(state, viewer.id, user.id) : {}),
    ...(isMe ? meOnlyFields(ctx, user) : {}),
  };
}

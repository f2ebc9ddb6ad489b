/**
 * Control actions for the social areas (merged into the /__mock/<action> table in control.ts):
 * channel posts and typing, announcements, mutes, blocks and follow requests.
 */
import { addAnnouncement } from './actions/announcements';
import { createNote } from './actions/create-note';
import { acceptFollowRequest, followOrRequest, rejectFollowRequest } from './actions/follow-request';
import { block, mute, unblock, unmute } from './actions/mute-block';
import { findChannelByName } from './channels';
import type { ControlHost } from './control';
import type { InstanceContext } from './context';
import { ApiError, invalidParam, type ErrorDef } from './errors';
import { packAnnouncement } from './pack/announcement';
import { packNote } from './pack/note';
import { publishTyping } from './social-streams';
import { findUserByAcct } from './state';
import type { UserRecord } from './types';
import type { ChannelRecord } from './types-social';

const NO_SUCH_USER: ErrorDef = { message: 'No such user.', code: 'NO_SUCH_USER', id: 'mock-no-such-user', status: 404 };
const NO_SUCH_CHANNEL: ErrorDef = { message: 'No such channel.', code: 'NO_SUCH_CHANNEL', id: 'mock-no-such-channel', status: 404 };

function text(p: Record<string, unknown>, key: string): string {
  const v = p[key];
  if (typeof v !== 'string' || v === '') throw invalidParam(key, 'must be a non-empty string');
  return v;
}

/** "alice", "@alice" or "zoe@remote.example". */
function acct(ctx: InstanceContext, p: Record<string, unknown>, key: string): UserRecord {
  const [username, host] = text(p, key).replace(/^@/, '').split('@') as [string, string | undefined];
  const user = findUserByAcct(ctx.state, username, host ?? null);
  if (!user) throw new ApiError(NO_SUCH_USER);
  return user;
}

/** By `channelId`, or by `channel` (its name, case-insensitive). */
function channelOf(ctx: InstanceContext, p: Record<string, unknown>): ChannelRecord {
  const channel = typeof p.channelId === 'string'
    ? ctx.state.channels.get(p.channelId)
    : findChannelByName(ctx.state, text(p, 'channel'));
  if (!channel) throw new ApiError(NO_SUCH_CHANNEL);
  return channel;
}

type Action = (host: ControlHost, params: Record<string, unknown>) => unknown;
type Pair = (ctx: InstanceContext, a: UserRecord, b: UserRecord) => unknown;

/** An action on {username, target}. */
const pair = (run: Pair): Action => (host, p) => {
  const ctx = host.ctx();
  run(ctx, acct(ctx, p, 'username'), acct(ctx, p, 'target'));
  return undefined;
};

export const SOCIAL_CONTROL_ACTIONS: Record<string, Action> = {
  /** {username, channelId | channel (name), text, cw?, replyId?} → { createdNote }. */
  channelPost: (host, p) => {
    const ctx = host.ctx();
    const author = acct(ctx, p, 'username');
    const channel = channelOf(ctx, p);
    const note = createNote(ctx, author, {
      text: text(p, 'text'),
      cw: typeof p.cw === 'string' ? p.cw : null,
      replyId: typeof p.replyId === 'string' ? p.replyId : null,
      channelId: channel.id,
    });
    return { createdNote: packNote(ctx, note, author) };
  },
  /** {username, channelId | channel}: subscribers of that channel's stream get `typing`. */
  channelTyping: (host, p) => {
    const ctx = host.ctx();
    publishTyping(ctx, channelOf(ctx, p).id, acct(ctx, p, 'username'));
    return undefined;
  },
  /** {title, text, imageUrl?} → the announcement. */
  announce: (host, p) => {
    const ctx = host.ctx();
    const a = addAnnouncement(ctx, { title: text(p, 'title'), text: text(p, 'text'), imageUrl: typeof p.imageUrl === 'string' ? p.imageUrl : null });
    return packAnnouncement(a, null);
  },
  /** {username, target}: username follows target, or asks to when target is locked. → { result }. */
  followRequest: (host, p) => {
    const ctx = host.ctx();
    return { result: followOrRequest(ctx, acct(ctx, p, 'username'), acct(ctx, p, 'target')) };
  },
  /** {username (the locked account), target (who asked)}. */
  acceptFollowRequest: pair((ctx, followee, follower) => acceptFollowRequest(ctx, followee, follower)),
  rejectFollowRequest: pair((ctx, followee, follower) => rejectFollowRequest(ctx, followee, follower)),
  block: pair((ctx, blocker, blockee) => block(ctx, blocker, blockee)),
  unblock: pair((ctx, blocker, blockee) => unblock(ctx, blocker, blockee)),
  mute: pair((ctx, muter, mutee) => mute(ctx, muter, mutee, null)),
  unmute: pair((ctx, muter, mutee) => unmute(ctx, muter, mutee)),
};

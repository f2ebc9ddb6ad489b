/** The test-control API behind /__mock/<action>: reset, make users act, tweak meta and users. */
import { createNote } from './actions/create-note';
import { follow, unfollow } from './actions/follow';
import { addReaction } from './actions/reactions';
import type { InstanceContext } from './context';
import { AUTH_CONTROL_ACTIONS } from './control-auth';
import { EXTRA_CONTROL_ACTIONS } from './control-extras';
import { SOCIAL_CONTROL_ACTIONS } from './control-social';
import { PEOPLE_CONTROL_ACTIONS } from './control-people';
import { ApiError, errorResponse, invalidParam, type ErrorDef } from './errors';
import type { MockResponse } from './handle';
import { packNote } from './pack/note';
import { findUserByAcct } from './state';
import type { Simulator } from './simulator';
import { VISIBILITIES, type MetaConfig, type UserRecord, type Visibility } from './types';

export interface ControlHost {
  ctx(): InstanceContext;
  reset(opts: { seed: boolean; notes?: number }): void;
  simulator: Simulator;
}

const NO_SUCH_USER: ErrorDef = { message: 'No such user.', code: 'NO_SUCH_USER', id: 'mock-no-such-user', status: 404 };
const NO_SUCH_NOTE: ErrorDef = { message: 'No such note.', code: 'NO_SUCH_NOTE', id: 'mock-no-such-note', status: 404 };
const USER_FLAGS = [
  'isAdmin', 'isModerator', 'isBot', 'isCat', 'isLocked', 'isSilenced', 'isMiniSilenced', 'isSuspended',
  'blockPostPublic', 'blockPostHome', 'blockPostNotLocal', 'canInvite', 'patron', 'hideOnlineStatus',
] as const;

function str(params: Record<string, unknown>, key: string): string {
  const v = params[key];
  if (typeof v !== 'string' || v === '') throw invalidParam(key, 'must be a non-empty string');
  return v;
}

/** "alice", "@alice" or "zoe@remote.example". */
function user(ctx: InstanceContext, acct: string): UserRecord {
  const [username, host] = acct.replace(/^@/, '').split('@') as [string, string | undefined];
  const found = findUserByAcct(ctx.state, username, host ?? null);
  if (!found) throw new ApiError(NO_SUCH_USER);
  return found;
}

type Action = (host: ControlHost, params: Record<string, unknown>) => unknown;

const ACTIONS: Record<string, Action> = {
  ...EXTRA_CONTROL_ACTIONS,
  ...SOCIAL_CONTROL_ACTIONS,
  ...AUTH_CONTROL_ACTIONS,
  ...PEOPLE_CONTROL_ACTIONS,
  reset: (host, p) => {
    host.reset({ seed: p.seed !== false, ...(typeof p.notes === 'number' ? { notes: p.notes } : {}) });
    return undefined;
  },
  tokens: (host) =>
    [...host.ctx().state.users.values()]
      .filter((u) => u.token != null)
      .map((u) => ({ id: u.id, username: u.username, token: u.token, isAdmin: u.isAdmin, isModerator: u.isModerator })),
  post: (host, p) => {
    const ctx = host.ctx();
    const author = user(ctx, str(p, 'username'));
    const visibility = (typeof p.visibility === 'string' ? p.visibility : 'public') as Visibility;
    if (!VISIBILITIES.includes(visibility)) throw invalidParam('visibility', 'must be equal to one of the allowed values');
    const visibleUsernames = Array.isArray(p.visibleUsernames) ? p.visibleUsernames.map(String) : [];
    const note = createNote(ctx, author, {
      text: typeof p.text === 'string' ? p.text : null,
      cw: typeof p.cw === 'string' ? p.cw : null,
      visibility,
      localOnly: p.localOnly === true,
      replyId: typeof p.replyId === 'string' ? p.replyId : null,
      renoteId: typeof p.renoteId === 'string' ? p.renoteId : null,
      visibleUserIds: visibleUsernames.map((name) => user(ctx, name).id),
    });
    return { createdNote: packNote(ctx, note, author) };
  },
  /** {username, count (≤ 500), prefix?}: many public notes at once (scrolling and load tests). */
  'bulk-post': (host, p) => {
    const ctx = host.ctx();
    const author = user(ctx, str(p, 'username'));
    const count = Math.min(500, Math.max(0, Math.floor(typeof p.count === 'number' ? p.count : 0)));
    const prefix = typeof p.prefix === 'string' ? p.prefix : 'bulk';
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      ids.push(createNote(ctx, author, { text: `${prefix} #${i}`, cw: null, visibility: 'public', localOnly: false, replyId: null, renoteId: null, visibleUserIds: [] }).id);
    }
    return { ids };
  },
  react: (host, p) => {
    const ctx = host.ctx();
    const note = ctx.state.notes.get(str(p, 'noteId'));
    if (!note) throw new ApiError(NO_SUCH_NOTE);
    addReaction(ctx, user(ctx, str(p, 'username')), note, typeof p.reaction === 'string' ? p.reaction : '👍');
    return undefined;
  },
  follow: (host, p) => {
    const ctx = host.ctx();
    follow(ctx, user(ctx, str(p, 'username')), user(ctx, str(p, 'target')));
    return undefined;
  },
  unfollow: (host, p) => {
    const ctx = host.ctx();
    unfollow(ctx, user(ctx, str(p, 'username')), user(ctx, str(p, 'target')));
    return undefined;
  },
  meta: (host, p) => {
    const meta = host.ctx().state.meta;
    const patch = p as Partial<MetaConfig>;
    for (const key of Object.keys(meta) as Array<keyof MetaConfig>) {
      if (patch[key] !== undefined) (meta as unknown as Record<string, unknown>)[key] = patch[key];
    }
    return { ...meta };
  },
  user: (host, p) => {
    const target = user(host.ctx(), str(p, 'username'));
    const patch = (typeof p.patch === 'object' && p.patch !== null ? p.patch : {}) as Record<string, unknown>;
    for (const key of USER_FLAGS) if (typeof patch[key] === 'boolean') target[key] = patch[key];
    if (typeof patch.name === 'string') target.name = patch.name;
    if (typeof patch.description === 'string') target.description = patch.description;
    return { id: target.id, username: target.username };
  },
  simulate: (host, p) => {
    if (p.tick === true) host.simulator.tick();
    else if (p.on === false) host.simulator.stop();
    else host.simulator.start({ ...(typeof p.intervalMs === 'number' ? { intervalMs: p.intervalMs } : {}) });
    return { running: host.simulator.running };
  },
  state: (host) => {
    const s = host.ctx().state;
    return { users: s.users.size, notes: s.notes.size, files: s.files.size, notifications: s.notifications.length, simulating: host.simulator.running };
  },
};

export const CONTROL_ACTIONS = Object.keys(ACTIONS);

export async function runControl(host: ControlHost, action: string, params: Record<string, unknown>): Promise<MockResponse> {
  const run = ACTIONS[action];
  if (!run) return { status: 404, body: { error: { message: `Unknown mock control action: ${action}`, code: 'NO_SUCH_ACTION', id: 'mock-no-such-action', kind: 'client' } } };
  try {
    const body = run(host, params);
    return body === undefined ? { status: 204, body: undefined } : { status: 200, body: JSON.parse(JSON.stringify(body)) };
  } catch (err) {
    if (err instanceof ApiError) return errorResponse(err);
    throw err;
  }
}

/**
 * Control actions for drive limits, fault injection, sockets, polls and messaging (merged into the
 * /__mock/<action> table in control.ts).
 */
import { announceTyping, sendMessage } from './actions/messaging';
import { schedulePollEnd, sweepExpiredPolls } from './actions/polls';
import type { ControlHost } from './control';
import type { InstanceContext } from './context';
import { ApiError, invalidParam, type ErrorDef } from './errors';
import { FAULT_MODES, setFault, type FaultMode, type MockKnobs } from './knobs';
import { packMessage } from './pack/messaging';
import { findUserByAcct } from './state';
import type { UserRecord } from './types';

const NO_SUCH_USER: ErrorDef = { message: 'No such user.', code: 'NO_SUCH_USER', id: 'mock-no-such-user', status: 404 };
const NO_SUCH_NOTE: ErrorDef = { message: 'No such note.', code: 'NO_SUCH_NOTE', id: 'mock-no-such-note', status: 404 };
const NO_SUCH_GROUP: ErrorDef = { message: 'No such group.', code: 'NO_SUCH_GROUP', id: 'mock-no-such-group', status: 404 };

function acct(ctx: InstanceContext, value: unknown, key: string): UserRecord {
  if (typeof value !== 'string' || value === '') throw invalidParam(key, 'must be a non-empty string');
  const [username, host] = value.replace(/^@/, '').split('@') as [string, string | undefined];
  const user = findUserByAcct(ctx.state, username, host ?? null);
  if (!user) throw new ApiError(NO_SUCH_USER);
  return user;
}

function num(p: Record<string, unknown>, key: string): number | undefined {
  const v = p[key];
  if (v === undefined) return undefined;
  const n = typeof v === 'string' ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isFinite(n) || n < 0) throw invalidParam(key, 'must be a non-negative number');
  return n;
}

function knobsView(knobs: MockKnobs) {
  const { faults, retired: _retired, ...rest } = knobs;
  return { ...rest, faults: faults.map((f) => ({ ...f })) };
}

type Action = (host: ControlHost, params: Record<string, unknown>) => unknown;

export const EXTRA_CONTROL_ACTIONS: Record<string, Action> = {
  /** Named ids of the seeded showcase notes, messages, groups, pages and gallery posts. */
  seeded: (host) => ({ ...host.ctx().state.seeded }),

  /**
   * Drive and timing knobs: maxUploadBytes, driveCapacityBytes (or {username, capacity} for one user),
   * uploadFromUrlDelayMs (alias uploadFromUrlDelay), unreadMessageDelayMs, uploadInternalErrors (next N uploads fail).
   */
  limits: (host, p) => {
    const ctx = host.ctx();
    const knobs = ctx.state.knobs;
    const set = (key: 'maxUploadBytes' | 'driveCapacityBytes' | 'uploadFromUrlDelayMs' | 'unreadMessageDelayMs' | 'uploadInternalErrors', value: number | undefined) => {
      if (value !== undefined) knobs[key] = value;
    };
    set('maxUploadBytes', num(p, 'maxUploadBytes'));
    if (p.username !== undefined) {
      const capacity = num(p, 'capacity') ?? num(p, 'driveCapacityBytes');
      const user = acct(ctx, p.username, 'username');
      if (capacity === undefined) delete knobs.driveCapacityByUser[user.id];
      else knobs.driveCapacityByUser[user.id] = capacity;
    } else {
      set('driveCapacityBytes', num(p, 'driveCapacityBytes'));
    }
    set('uploadFromUrlDelayMs', num(p, 'uploadFromUrlDelayMs') ?? num(p, 'uploadFromUrlDelay'));
    set('unreadMessageDelayMs', num(p, 'unreadMessageDelayMs'));
    set('uploadInternalErrors', num(p, 'uploadInternalErrors'));
    return knobsView(knobs);
  },

  /** {endpoint: 'notes/create' | '*', mode: latency|500|429|malformed|refuse|off, ms?, count?} for /api calls. */
  fault: (host, p) => {
    const knobs = host.ctx().state.knobs;
    const endpoint = typeof p.endpoint === 'string' && p.endpoint !== '' ? p.endpoint : '*';
    const mode = p.mode;
    if (typeof mode !== 'string' || !FAULT_MODES.includes(mode as FaultMode)) throw invalidParam('mode', `must be one of ${FAULT_MODES.join(', ')}`);
    const count = num(p, 'count');
    setFault(knobs, endpoint, mode as FaultMode | 'off', num(p, 'ms') ?? 0, count === undefined || count === 0 ? null : Math.floor(count));
    return { faults: knobs.faults.map((f) => ({ ...f })) };
  },

  /** {prefixes: string[]}: those endpoints answer 404 UNKNOWN_API_ENDPOINT and leave `endpoints` ([] restores). */
  'hide-endpoints': (host, p) => {
    const knobs = host.ctx().state.knobs;
    const prefixes = Array.isArray(p.prefixes) ? p.prefixes : typeof p.prefixes === 'string' ? p.prefixes.split(',') : null;
    if (!prefixes || !prefixes.every((x) => typeof x === 'string')) throw invalidParam('prefixes', 'must be an array of strings');
    knobs.hiddenEndpoints = (prefixes as string[]).map((x) => x.trim()).filter(Boolean);
    return { hiddenEndpoints: [...knobs.hiddenEndpoints] };
  },

  /** Closes every streaming connection (clients see a disconnect and reconnect). */
  'drop-sockets': (host, p) => {
    const refuseMs = num(p, 'refuseMs') ?? 0;
    if (refuseMs > 0) host.ctx().state.knobs.refuseStreamingUntil = Date.now() + refuseMs;
    host.ctx().events.emit({ kind: 'dropSockets' });
    return undefined;
  },

  /** {noteId, inMs?}: the poll closes now (or in inMs); `pollEnded` notifications follow. */
  'expire-poll': (host, p) => {
    const ctx = host.ctx();
    const note = typeof p.noteId === 'string' ? ctx.state.notes.get(p.noteId) : undefined;
    if (!note?.poll) throw new ApiError(NO_SUCH_NOTE);
    note.poll.expiresAt = ctx.now() + (num(p, 'inMs') ?? 0);
    note.poll.ended = false;
    if (note.poll.expiresAt <= ctx.now()) sweepExpiredPolls(ctx);
    else schedulePollEnd(ctx, note);
    return { noteId: note.id, expiresAt: new Date(note.poll.expiresAt).toISOString() };
  },

  /** {username, to?: acct, groupId?, text}: someone sends a chat message. */
  message: (host, p) => {
    const ctx = host.ctx();
    const sender = acct(ctx, p.username, 'username');
    const text = typeof p.text === 'string' ? p.text : 'Hello!';
    if (typeof p.groupId === 'string') {
      const group = ctx.state.groups.get(p.groupId);
      if (!group || !group.userIds.includes(sender.id)) throw new ApiError(NO_SUCH_GROUP);
      return packMessage(ctx, sendMessage(ctx, sender, { group, text }));
    }
    return packMessage(ctx, sendMessage(ctx, sender, { recipient: acct(ctx, p.to, 'to'), text }));
  },

  /** {username, to?: acct, groupId?}: someone is typing in a conversation. */
  typing: (host, p) => {
    const ctx = host.ctx();
    const typist = acct(ctx, p.username, 'username');
    if (typeof p.groupId === 'string') announceTyping(ctx, typist, { groupId: p.groupId });
    else announceTyping(ctx, typist, { otherpartyId: acct(ctx, p.to, 'to').id });
    return undefined;
  },
};

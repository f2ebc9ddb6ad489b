/**
 * The server-wide activity charts the admin overview draws, computed from the mock's state with
 * Misskey 13.14's shapes (every series an array of `limit` buckets, newest first):
 * - charts/active-users: local users who posted (`write`) or reacted (`read`, the mock's stand-in for
 *   reading) in each bucket, their union, and how long ago the active ones registered;
 * - charts/federation: remote servers heard from (`inboxInstances`) and delivered to
 *   (`deliveredInstances`), and the servers followed by (`pub`) or following (`sub`) local users.
 */
import { defineEndpoint, type AnyEndpoint } from '../endpoint';
import type { ParamSchema } from '../params';
import type { MockState } from '../state';
import { dayBuckets } from './discover';

type Span = 'day' | 'hour';

const DAY = 86_400_000;
const chartParams: ParamSchema = {
  properties: { span: { type: 'string', enum: ['day', 'hour'] }, limit: { type: 'integer', minimum: 1, maximum: 500, default: 30 }, offset: { type: 'integer', nullable: true } },
  required: ['span'],
};

const sets = (n: number) => Array.from({ length: n }, () => new Set<string>());
const sizes = (list: Array<Set<string>>) => list.map((s) => s.size);

function isLocal(state: MockState, userId: string): boolean {
  const u = state.users.get(userId);
  return !!u && u.host == null;
}

function hostOf(state: MockState, userId: string): string | null {
  return state.users.get(userId)?.host ?? null;
}

export function activeUsersChart(state: MockState, now: number, span: Span, limit: number) {
  const b = dayBuckets(now, span, limit);
  const write = sets(limit);
  const read = sets(limit);
  const at = (t: number) => {
    const i = b.index(t);
    return i >= 0 && i < limit ? i : -1;
  };
  for (const n of state.notes.values()) {
    const i = at(n.createdAt);
    if (i >= 0 && isLocal(state, n.userId)) write[i]!.add(n.userId);
    for (const r of n.reactions) {
      const j = at(r.createdAt);
      if (j >= 0 && isLocal(state, r.userId)) read[j]!.add(r.userId);
    }
  }
  const both = write.map((w, i) => new Set([...w, ...read[i]!]));
  // Registered within a week / month / year of the bucket's end, or before that.
  const age = (i: number, within: number) => {
    const end = b.end - i * b.unit;
    let inside = 0;
    for (const id of both[i]!) if (end - (state.users.get(id)?.createdAt ?? 0) <= within) inside++;
    return inside;
  };
  const series = (within: number) => both.map((_, i) => age(i, within));
  const week = series(7 * DAY);
  const month = series(30 * DAY);
  const year = series(365 * DAY);
  const total = sizes(both);
  return {
    readWrite: total,
    read: sizes(read),
    write: sizes(write),
    registeredWithinWeek: week,
    registeredWithinMonth: month,
    registeredWithinYear: year,
    registeredOutsideWeek: total.map((t, i) => t - week[i]!),
    registeredOutsideMonth: total.map((t, i) => t - month[i]!),
    registeredOutsideYear: total.map((t, i) => t - year[i]!),
  };
}

export function federationChart(state: MockState, now: number, span: Span, limit: number) {
  const b = dayBuckets(now, span, limit);
  const inbox = sets(limit);
  const delivered = sets(limit);
  // Remote followers of each local user, by host (where that user's notes are delivered).
  const followerHosts = new Map<string, Set<string>>();
  const edges: Array<{ from: string; to: string; createdAt: number }> = [];
  for (const [edge, f] of state.follows) {
    const [from, to] = edge.split('>');
    if (!from || !to) continue;
    edges.push({ from, to, createdAt: f.createdAt });
    const host = hostOf(state, from);
    if (host && isLocal(state, to)) {
      const hosts = followerHosts.get(to) ?? new Set<string>();
      hosts.add(host);
      followerHosts.set(to, hosts);
    }
  }
  for (const n of state.notes.values()) {
    const i = b.index(n.createdAt);
    if (i < 0 || i >= limit) continue;
    const host = hostOf(state, n.userId);
    if (host) inbox[i]!.add(host);
    else for (const h of followerHosts.get(n.userId) ?? []) delivered[i]!.add(h);
  }
  const pub: number[] = [];
  const sub: number[] = [];
  const pubsub: number[] = [];
  const pubActive: number[] = [];
  const subActive: number[] = [];
  for (let i = 0; i < limit; i++) {
    const end = b.end - i * b.unit;
    const followedBy = new Set<string>(); // servers whose users follow local users (we publish to them)
    const following = new Set<string>(); // servers local users follow (we subscribe to them)
    for (const e of edges) {
      if (e.createdAt > end) continue;
      const fromHost = hostOf(state, e.from);
      const toHost = hostOf(state, e.to);
      if (fromHost && !toHost) followedBy.add(fromHost);
      if (!fromHost && toHost) following.add(toHost);
    }
    pub.push(followedBy.size);
    sub.push(following.size);
    pubsub.push([...followedBy].filter((h) => following.has(h)).length);
    pubActive.push([...followedBy].filter((h) => delivered[i]!.has(h)).length);
    subActive.push([...following].filter((h) => inbox[i]!.has(h)).length);
  }
  return { deliveredInstances: sizes(delivered), inboxInstances: sizes(inbox), stalled: new Array<number>(limit).fill(0), sub, pub, pubsub, subActive, pubActive };
}

export const chartEndpoints: Record<string, AnyEndpoint> = {
  'charts/active-users': defineEndpoint<{ span: Span; limit: number }>({
    params: chartParams,
    handler: (ctx, ps) => activeUsersChart(ctx.state, ctx.now(), ps.span, ps.limit),
  }),
  'charts/federation': defineEndpoint<{ span: Span; limit: number }>({
    params: chartParams,
    handler: (ctx, ps) => federationChart(ctx.state, ctx.now(), ps.span, ps.limit),
  }),
};

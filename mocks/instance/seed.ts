/** Deterministic seed data: users (with tokens), follows, custom emoji, notes, reactions, notifications. */
import { follow } from './actions/follow';
import { notify } from './actions/notify';
import type { InstanceContext } from './context';
import { createPrng, hashString } from './prng';
import { findUserByAcct } from './state';
import { userDefaults } from './new-users';
import type { UserRecord } from './types';
import { SEED_EMOJIS } from './seed/emojis';
import { assignArchiveChannels, seedArchive, seedNoteCount, WEEK_NOTES } from './seed/archive';
import { seedNotes } from './seed/notes';
import { seedShowcase } from './seed/showcase';
import { seedSocial } from './seed/social';
import { WELCOME_TEXT } from './seed/scenarios';
import { SEED_PASSWORD, SEED_REMOTE_INSTANCES, SEED_USERS, type SeedUserSpec } from './seed/users';

export { SEED_PASSWORD, SEED_USERS };

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const USERS_EPOCH = Date.UTC(2023, 0, 10);
const DAY = 86_400_000;

/** 16 alphanumeric characters derived from the username. */
export function tokenFor(username: string): string {
  let h = hashString(`mock-token:${username}`);
  let out = '';
  for (let i = 0; i < 16; i++) {
    h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) >>> 0;
    h = (h ^ (h >>> 12) ^ i) >>> 0;
    out += ALNUM[h % ALNUM.length];
  }
  return out;
}

/** Native tokens of the seeded local users, by username. */
export const SEED_TOKENS: Record<string, string> = Object.fromEntries(
  SEED_USERS.filter((u) => u.host == null).map((u) => [u.username, tokenFor(u.username)]),
);

function seedUsers(ctx: InstanceContext): void {
  const now = ctx.now();
  SEED_USERS.forEach((spec, i) => {
    const createdAt = USERS_EPOCH + i * 3 * DAY;
    const user: UserRecord = {
      id: ctx.state.ids.user(createdAt),
      username: spec.username,
      host: spec.host ?? null,
      name: spec.name,
      description: spec.description,
      password: SEED_PASSWORD,
      token: spec.host == null ? tokenFor(spec.username) : null,
      createdAt,
      updatedAt: createdAt + DAY,
      lastActiveDate: spec.activeMinutesAgo !== undefined ? now - spec.activeMinutesAgo * 60_000 : null,
      ...userDefaults(),
      location: spec.location ?? null,
      fields: spec.fields ? spec.fields.map((f) => ({ ...f })) : [],
      hue: hashString(spec.username) % 360,
      ...spec.flags,
    };
    ctx.state.users.set(user.id, user);
  });
}

function byAcct(ctx: InstanceContext, acct: string): UserRecord {
  const [username, host] = acct.split('@') as [string, string | undefined];
  const user = findUserByAcct(ctx.state, username, host ?? null);
  if (!user) throw new Error(`seed: unknown user ${acct}`);
  return user;
}

export interface SeedOptions {
  /** Seeded notes in all (default: MOCK_SEED_NOTES, else seed/archive.ts DEFAULT_SEED_NOTES). */
  notes?: number;
}

/** Fills an empty state. Same `now` and size → same data. */
export function seedState(ctx: InstanceContext, opts: SeedOptions = {}): void {
  const state = ctx.state;
  const prng = createPrng(20230513);
  for (const info of SEED_REMOTE_INSTANCES) state.remoteInstances.set(info.host, { ...info });
  seedUsers(ctx);
  SEED_EMOJIS.forEach((e, i) => {
    const createdAt = USERS_EPOCH + i * DAY;
    state.emojis.push({ id: state.ids.emoji(createdAt), name: e.name, host: e.host ?? null, category: e.category, aliases: [...e.aliases], license: e.license, createdAt, hue: e.hue });
  });
  let followAt = USERS_EPOCH + 60 * DAY;
  for (const spec of SEED_USERS) {
    if (spec.crowd) continue;
    for (const target of spec.follows) {
      follow(ctx, byAcct(ctx, spec.host ? `${spec.username}@${spec.host}` : spec.username), byAcct(ctx, target), followAt);
      followAt += 3_600_000;
    }
  }
  const acctOf = (spec: SeedUserSpec) => (spec.host ? `${spec.username}@${spec.host}` : spec.username);
  // The crowd follows and is followed (carol follows most of it, so her home timeline is long).
  for (const spec of SEED_USERS) {
    if (!spec.crowd) continue;
    for (const target of spec.follows) {
      follow(ctx, byAcct(ctx, acctOf(spec)), byAcct(ctx, target), followAt);
      followAt += 3_600_000;
    }
    for (const follower of spec.followedBy ?? []) {
      follow(ctx, byAcct(ctx, follower), byAcct(ctx, acctOf(spec)), followAt);
      followAt += 3_600_000;
    }
  }
  const weighted = (specs: readonly SeedUserSpec[]) =>
    specs.flatMap((spec) => {
      const user = byAcct(ctx, acctOf(spec));
      return user.isSuspended ? [] : Array.from({ length: spec.chattiness }, () => user);
    });
  const everyone = [...state.users.values()];
  // The archive: months of notes by everyone, before the week (ids grow with time).
  const archive = seedArchive({
    ctx,
    byName: (acct) => byAcct(ctx, acct),
    posters: everyone.filter((u) => !u.isSuspended),
    weightedPosters: weighted(SEED_USERS),
    count: seedNoteCount(opts.notes) - WEEK_NOTES,
    end: ctx.now() - 7 * DAY,
  });
  // The week: only the original users, so its notes are the same whatever the archive holds.
  const original = SEED_USERS.filter((spec) => !spec.crowd);
  const population = original.map((spec) => byAcct(ctx, acctOf(spec)));
  const posters = population.filter((u) => !u.isSuspended);
  seedNotes({ ctx, prng, byName: (acct) => byAcct(ctx, acct), posters, weightedPosters: weighted(original), population });

  const alice = byAcct(ctx, 'alice');
  const welcome = [...state.notes.values()].find((n) => n.userId === alice.id && n.text === WELCOME_TEXT);
  if (welcome) alice.pinnedNoteIds = [welcome.id];
  seedShowcase(ctx, (acct) => byAcct(ctx, acct));
  const now = ctx.now();
  for (const username of ['alice', 'carol']) {
    notify(ctx, { notifieeId: byAcct(ctx, username).id, type: 'app', header: 'Mock Instance', body: 'Welcome! Everything here is simulated.', at: now - 6 * 3_600_000 });
  }
  seedSocial(ctx, (acct) => byAcct(ctx, acct));
  assignArchiveChannels(ctx, archive.channelCandidates, ['channel.lounge', 'channel.localOnly'].flatMap((key) => state.seeded[key] ?? []));
  state.notifications.sort((a, b) => (a.id < b.id ? -1 : 1));
  for (const n of state.notifications) if (n.createdAt < now - 6 * 3_600_000) n.isRead = true;
}

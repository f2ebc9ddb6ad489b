import type { InstanceMeta } from '@/core/instance/instance-meta';
import type { TokenKind } from '@/core/accounts/token-kind';
import { familyOf, type ServerFamily } from './server-family';
import { tokenAllowsAll } from './token-access';

/**
 * The start's part of the endpoint capability table (endpoint-capabilities.ts holds the whole
 * table and says how a name is decided): the names the app's frame and the routes' guards ask
 * for before the first note, so that the screens' names stay out of that code.
 */
export const START_CAPABILITIES = {
  // Server generations and forks
  messaging: ['messaging/messages'],
  groups: ['users/groups/owned'],
  categories: ['categories/show'],
  roles: ['roles/list'],
  signinFlow: ['signin-flow'],
  groupedNotifications: ['i/notifications-grouped'],
  /** Sign-in by MiAuth. */
  miauth: ['miauth/gen-token'],
  /** Sign-in by the legacy app flow (auth/session/…). */
  legacyAppAuth: ['auth/session/generate'],
  achievements: ['i/claim-achievement'],
  /** The server registry (settings sync, preference backups, the registry pages). */
  registryAccess: ['i/registry/get-all'],
  // The note's own buttons (the note row is in the code before the first usable note)
  clipNote: ['clips/add-note'],
} as const satisfies Record<string, readonly [string, ...string[]]>;

export type StartCapability = keyof typeof START_CAPABILITIES;

/** Whether a token of `kind` may call every endpoint of one of the start's names (the app's start-up reads). */
export function startTokenAllows(kind: TokenKind, name: StartCapability): boolean {
  return tokenAllowsAll(kind, START_CAPABILITIES[name]);
}

/** One boolean per name of a table. */
export type Flags<K extends string> = { readonly [P in K]: boolean };

/** One boolean per name of `table`: `decide(name, its endpoints)`. */
export function flagsOf<K extends string>(table: { readonly [P in K]: readonly string[] }, decide: (name: K, endpoints: readonly string[]) => boolean): Flags<K> {
  return Object.fromEntries((Object.keys(table) as K[]).map((name) => [name, decide(name, table[name])])) as unknown as Flags<K>;
}

const older = (family: ServerFamily) => family === 'spec-fork' || family === 'misskey-legacy' || family === 'unknown';

/**
 * The names whose value, while the endpoints list is unknown, the server's family decides (the
 * others are then true). Whether a server has messaging or roles changes what a page is, so it is
 * guessed from the version rather than asked.
 */
export const WHEN_UNKNOWN: { readonly [K in StartCapability]?: (family: ServerFamily) => boolean } = {
  messaging: older,
  groups: older,
  categories: (family) => family === 'spec-fork',
  roles: (family) => family === 'misskey',
  signinFlow: () => false,
  groupedNotifications: () => false,
  miauth: (family) => family !== 'misskey-legacy',
  achievements: (family) => family === 'misskey',
};

/** The server's endpoints as a set (its strings only), or null when the list is unknown. */
export function endpointSet(endpointList: readonly string[] | null | undefined): ReadonlySet<string> | null {
  return Array.isArray(endpointList) ? new Set(endpointList.filter((e): e is string => typeof e === 'string')) : null;
}

/** A table's three readings: the server offers the name, the token may call it, both. */
export function tableFlags<K extends string>(table: { readonly [P in K]: readonly string[] }, endpoints: ReadonlySet<string> | null, family: ServerFamily, kind: TokenKind) {
  const guess = WHEN_UNKNOWN as { readonly [P in string]?: (family: ServerFamily) => boolean };
  const offered = flagsOf(table, (name, needed) => (endpoints ? needed.every((e) => endpoints.has(e)) : (guess[name]?.(family) ?? true)));
  const tokenMay = flagsOf(table, (_name, needed) => tokenAllowsAll(kind, needed));
  const may = flagsOf(table, (name) => offered[name] && tokenMay[name]);
  return { offered, tokenMay, may };
}

/** Misskey's calendar versions (2023.10.0 …) from 2023.10 on; older and other version strings are not. */
function sinceCalendarVersion(version: string | undefined, year: number, month: number): boolean {
  const m = /^(\d{4})\.(\d+)\./.exec(version ?? '');
  if (!m) return false;
  const y = Number(m[1]);
  return y > year || (y === year && Number(m[2]) >= month);
}

export type ReactionAcceptance = 'likeOnly' | 'likeOnlyForRemote' | 'nonSensitiveOnly' | 'nonSensitiveOnlyForLocalLikeOnlyForRemote';

/** Misskey's 13.x minor version (13.14.2 → 14), or null for other version strings. */
function minor13(version: string | undefined): number | null {
  const m = /^13\.(\d+)\./.exec(version ?? '');
  return m ? Number(m[1]) : null;
}

/**
 * What notes/create's `reactionAcceptance` takes on Misskey: the like-only choices from 13.10 on
 * (the recorded 13.14.2 lists the parameter), the non-sensitive ones only where certainly present
 * (calendar versions from 2023.10 on: an earlier server that lacks them would refuse the note).
 * The spec's fork and older servers take none.
 */
function reactionAcceptanceChoices(family: ServerFamily, version: string | undefined): ReactionAcceptance[] {
  if (family !== 'misskey') return [];
  if (sinceCalendarVersion(version, 2023, 10)) return ['likeOnly', 'likeOnlyForRemote', 'nonSensitiveOnly', 'nonSensitiveOnlyForLocalLikeOnlyForRemote'];
  if (sinceCalendarVersion(version, 2023, 1) || (minor13(version) ?? -1) >= 10) return ['likeOnly', 'likeOnlyForRemote'];
  return [];
}

/**
 * What the start knows of one server: the facts read from its meta, and the start's names of the
 * endpoint table (Capabilities adds the screens' names).
 */
export interface StartCapabilities extends Flags<StartCapability> {
  /** True once the server's `endpoints` list was read; before that the version decides. */
  readonly exact: boolean;
  /** The software family the version string suggests. */
  readonly family: ServerFamily;
  /** Note references and CC recipients (the spec's server only). */
  readonly references: boolean;
  readonly cc: boolean;
  /** Several reactions per note for patrons, `myReactions` on notes (the spec's server only). */
  readonly multiReaction: boolean;
  readonly push: boolean;
  readonly noteSearch: boolean;
  readonly registration: boolean;
  /** The local and social timelines take `withReplies` (Misskey 2023.10 and later). */
  readonly timelineWithReplies: boolean;
  /** The `reactionAcceptance` values notes/create takes ([] = none; see `reactionAcceptanceChoices`). */
  readonly reactionAcceptance: readonly ReactionAcceptance[];
  /** notes/featured pages by `untilId` (Misskey 2023.10 and later) rather than `offset`. */
  readonly featuredByUntilId: boolean;
  /** How the signed-in account's token was obtained (token-kind.ts). */
  readonly tokenKind: TokenKind;
  /** The token may use the server registry (settings sync, backups): not an app token's. */
  readonly registry: boolean;
  /** Per name: the server lets this token call it (an app token is refused the `secure` ones). */
  readonly tokenMay: Flags<StartCapability>;
  /** Per name: the server has it and lets this token call it. */
  readonly may: Flags<StartCapability>;
}

/** Pure decision: the same meta and endpoints always give the same capabilities. */
export function computeStartCapabilities(
  meta: InstanceMeta | null | undefined,
  endpointList: readonly string[] | null | undefined,
  tokenKind: TokenKind = 'native',
): StartCapabilities {
  const endpoints = endpointSet(endpointList);
  const family = familyOf(meta, endpoints);
  const { offered, tokenMay, may } = tableFlags(START_CAPABILITIES, endpoints, family, tokenKind);
  const policies = (meta?.policies ?? null) as Record<string, unknown> | null;
  return {
    exact: endpoints !== null,
    family,
    references: family === 'spec-fork',
    cc: family === 'spec-fork',
    multiReaction: family === 'spec-fork',
    push: typeof meta?.swPublickey === 'string' && meta.swPublickey.length > 0,
    noteSearch: policies && typeof policies.canSearchNotes === 'boolean' ? policies.canSearchNotes : true,
    registration: meta?.disableRegistration !== true,
    timelineWithReplies: family === 'misskey' && sinceCalendarVersion(meta?.version, 2023, 10),
    reactionAcceptance: reactionAcceptanceChoices(family, meta?.version),
    featuredByUntilId: family === 'misskey' && sinceCalendarVersion(meta?.version, 2023, 10),
    ...offered,
    tokenKind,
    registry: tokenMay.registryAccess,
    tokenMay,
    may,
  };
}

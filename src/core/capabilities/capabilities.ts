import type { TokenKind } from '@/core/accounts/token-kind';
import type { InstanceMeta } from '@/core/instance/instance-meta';
import { endpointFlags, WHEN_UNKNOWN, type EndpointFlags } from './endpoint-capabilities';
import { familyOf, type ServerFamily } from './server-family';
import { tokenCapabilities } from './token-access';

/**
 * What one server offers. Decided once per server from its `meta`, its version string and,
 * where the server has it, its `endpoints` list; features ask this instead of probing by failing.
 * Besides the flags below, one boolean per name of the endpoint table (endpoint-capabilities.ts):
 * the server lists all the name's endpoints (while the list is unknown: the name's `WHEN_UNKNOWN`
 * guess from the version, else true).
 */
export interface Capabilities extends EndpointFlags {
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
  /** Per name of the endpoint table: the server lets this token call it (an app token is refused the `secure` ones). */
  readonly tokenMay: EndpointFlags;
  /** Per name of the endpoint table: the server has it and lets this token call it. */
  readonly may: EndpointFlags;
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

/** The server's endpoints as a set (its strings only), or null when the list is unknown. */
function endpointSet(endpointList: readonly string[] | null | undefined): ReadonlySet<string> | null {
  return Array.isArray(endpointList) ? new Set(endpointList.filter((e): e is string => typeof e === 'string')) : null;
}

/** Whether the server has an API endpoint (true while its list is unknown). Internal to this folder. */
export function serverHas(endpointList: readonly string[] | null | undefined): (endpoint: string) => boolean {
  const endpoints = endpointSet(endpointList);
  return (e) => (endpoints ? endpoints.has(e) : true);
}

/** Pure decision: the same meta and endpoints always give the same capabilities. */
export function computeCapabilities(
  meta: InstanceMeta | null | undefined,
  endpointList: readonly string[] | null | undefined,
  tokenKind: TokenKind = 'native',
): Capabilities {
  const endpoints = endpointSet(endpointList);
  const family = familyOf(meta, endpoints);
  const offered = endpointFlags((name, needed) => (endpoints ? needed.every((e) => endpoints.has(e)) : (WHEN_UNKNOWN[name]?.(family) ?? true)));
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
    ...tokenCapabilities(tokenKind, offered),
  };
}

export { majorVersion } from './server-family';

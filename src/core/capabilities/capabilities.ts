import type { TokenKind } from '@/core/accounts/token-kind';
import type { InstanceMeta } from '@/core/instance/instance-meta';
import { ENDPOINT_CAPABILITIES, type EndpointFlags } from './endpoint-capabilities';
import { familyOf } from './server-family';
import { computeStartCapabilities, endpointSet, tableFlags, type StartCapabilities } from './start-capabilities';

/**
 * What one server offers. Decided once per server from its `meta`, its version string and,
 * where the server has it, its `endpoints` list; features ask this instead of probing by failing.
 * Besides the start's facts (start-capabilities.ts), one boolean per name of the endpoint table
 * (endpoint-capabilities.ts): the server lists all the name's endpoints (while the list is
 * unknown: the name's `WHEN_UNKNOWN` guess from the version, else true).
 */
export interface Capabilities extends Omit<StartCapabilities, 'tokenMay' | 'may'>, EndpointFlags {
  /** Per name of the endpoint table: the server lets this token call it (an app token is refused the `secure` ones). */
  readonly tokenMay: EndpointFlags;
  /** Per name of the endpoint table: the server has it and lets this token call it. */
  readonly may: EndpointFlags;
}

export type { ReactionAcceptance } from './start-capabilities';

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
  const start = computeStartCapabilities(meta, endpointList, tokenKind);
  const endpoints = endpointSet(endpointList);
  const { offered, tokenMay, may } = tableFlags(ENDPOINT_CAPABILITIES, endpoints, familyOf(meta, endpoints), tokenKind);
  return { ...start, ...offered, tokenMay, may };
}

export { majorVersion } from './server-family';

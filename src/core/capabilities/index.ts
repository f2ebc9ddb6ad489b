export { computeCapabilities, majorVersion, type Capabilities, type ReactionAcceptance } from './capabilities';
export { serverEndpointsQuery, getCapabilities, ensureCapabilities, useCapabilities } from './capabilities-query';
export { getRolePolicies, rolePolicies, useRolePolicies, type RolePolicyView } from './policies';

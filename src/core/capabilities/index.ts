export { computeCapabilities, majorVersion, type Capabilities, type ReactionAcceptance } from './capabilities';
export { serverEndpointsQuery, getCapabilities, ensureCapabilities, useCapabilities, currentTokenMay } from './capabilities-query';
export { ENDPOINT_CAPABILITY_NAMES, type EndpointCapability } from './endpoint-capabilities';
export { tokenAllows } from './token-access';
export { getRolePolicies, rolePolicies, useRolePolicies, type RolePolicyView } from './policies';

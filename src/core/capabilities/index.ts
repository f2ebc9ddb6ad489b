export { computeCapabilities, majorVersion, type Capabilities, type ReactionAcceptance } from './capabilities';
export { computeStartCapabilities, startTokenAllows, type StartCapabilities, type StartCapability } from './start-capabilities';
export { getCapabilities, ensureCapabilities, useCapabilities, currentTokenMay } from './capabilities-query';
export { serverEndpointsQuery, getStartCapabilities, ensureStartCapabilities, useStartCapabilities } from './start-capabilities-query';
export { ENDPOINT_CAPABILITY_NAMES, tokenAllows, type EndpointCapability } from './endpoint-capabilities';
export { getRolePolicies, rolePolicies, useRolePolicies, type RolePolicyView } from './policies';

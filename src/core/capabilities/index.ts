export { computeCapabilities, majorVersion, type Capabilities } from './capabilities';
export { serverEndpointsQuery, getCapabilities, ensureCapabilities, useCapabilities } from './capabilities-query';
export { getRolePolicies, rolePolicies, useRolePolicies, type RolePolicyView } from './policies';

export { computeCapabilities, majorVersion, type Capabilities } from './capabilities';
export { serverEndpointsQuery, getCapabilities, ensureCapabilities, useCapabilities } from './capabilities-query';

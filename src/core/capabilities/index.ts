export { computeCapabilities, majorVersion, type Capabilities } from './capabilities';
export { serverEndpointsQuery, getCapabilities, ensureCapabilities, useCapabilities, currentTokenMay } from './capabilities-query';
export { tokenMay } from './token-access';
export { SECURE_ENDPOINTS } from './secure-endpoints';

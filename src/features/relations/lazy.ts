/**
 * The relations' lazy public entry, beside index.ts: parts loaded on demand, each a chunk of its own.
 * No static import of the feature's components, so a caller's code stays as small as it was.
 */

/** The user popup's behaviour on a name or avatar (hover, long press), for React.lazy. */
export const loadUserPopupAttachment = () => import('./UserPopupTrigger').then((m) => ({ default: m.UserPopupAttachment }));

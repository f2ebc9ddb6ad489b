/**
 * The timeline's second public entry, beside index.ts: its pure rules (no React, no styles, no
 * query client), for code outside the feature that must stay small and cannot load the feature's
 * components, the early boot first (src/app/early, compiled into one inline script).
 */
export { homeSourceOf } from './home-tab-list';
export { keepInTimeline } from './reply-filter';
export { timelinePageRequest, type TimelineSource } from './timeline-source';

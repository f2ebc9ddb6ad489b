export { TimelinePage } from './TimelinePage';
export { Timeline } from './Timeline';
export { timelineQuery, sanitizeNotes } from './timeline-query';
export type { TimelineSource } from './timeline-source';

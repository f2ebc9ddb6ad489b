export { TimelinePage } from './TimelinePage';
export { Timeline } from './Timeline';
export { timelineQuery } from './timeline-query';
export { timelineId, type TimelineSource, type BasicTimeline } from './timeline-source';
export { timelineAllowed } from './timeline-availability';

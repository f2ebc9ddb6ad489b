export { SourceTimelinePage } from './SourceTimelinePage';

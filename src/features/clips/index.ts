export { MyClipsPage } from './MyClipsPage';
export { ClipPage } from './ClipPage';
export { clipKeys } from './clips-queries';

export { MyClipsPage } from './MyClipsPage';
export { ClipPage } from './ClipPage';

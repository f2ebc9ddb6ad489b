export { GalleryPage } from './GalleryPage';
export { GalleryPostPage } from './GalleryPostPage';
export { GalleryEditorPage } from './GalleryEditor';
